// A minimal list of cities for contact lines without a label; the dictionary helper's city list can replace it
// through `isCity` (see contact.ts). Municipalities, provincial capitals and the largest student cities.
export const CITIES = [
  '北京', '上海', '天津', '重庆', '广州', '深圳', '杭州', '南京', '苏州', '武汉', '成都', '西安', '长沙', '郑州',
  '济南', '青岛', '合肥', '福州', '厦门', '南昌', '沈阳', '大连', '长春', '哈尔滨', '石家庄', '太原', '呼和浩特',
  '南宁', '海口', '昆明', '贵阳', '兰州', '西宁', '银川', '乌鲁木齐', '拉萨', '宁波', '无锡', '东莞', '佛山',
  '珠海', '香港', '澳门', '台北',
] as const;
