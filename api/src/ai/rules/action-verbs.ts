// Action verbs of Chinese resumes (the diagnosis counts them; a description line that opens with one is never
// an entry's title). Longer verbs first where one contains another, so 主导 wins over 主.
export const ACTION_VERBS: readonly string[] = [
  // leading and owning
  '负责', '主导', '主持', '牵头', '带领', '领导', '统筹', '组织', '策划', '协调', '管理', '指导', '培训', '推动', '推进',
  // building
  '设计', '开发', '搭建', '构建', '实现', '编写', '撰写', '研发', '部署', '上线', '重构', '迭代', '封装', '集成', '测试',
  '维护', '配置', '建立', '制定', '编制', '绘制', '建模', '训练', '标注',
  // improving
  '优化', '改进', '提升', '提高', '降低', '减少', '节省', '缩短', '完善', '改造', '升级', '整合', '精简', '修复', '解决',
  // analysing
  '分析', '调研', '研究', '评估', '统计', '挖掘', '梳理', '总结', '复盘', '诊断', '审核', '核对', '监控', '跟进', '追踪',
  // people and market
  '沟通', '对接', '谈判', '拓展', '招募', '运营', '推广', '宣传', '销售', '服务', '支持', '参与', '协助', '完成', '获得',
  '发表', '申请', '主讲', '讲解', '落地',
  // plain deeds of the trades, as students write them (检查钢筋间距, 批改作业, 询价比价, 换药输液; 注射、发药 on a ward, 发函、对账 in an audit)
  '检查', '巡查', '记录', '整理', '录入', '测量', '计算', '核算', '盘点', '拍摄', '剪辑', '接待', '讲课', '备课', '批改',
  '校对', '审校', '翻译', '询价', '比价', '跟单', '装配', '调试', '加工', '操作', '护理', '输液', '换药',
  '注射', '发药', '给药', '宣教', '发函', '对账', '记账',
];
