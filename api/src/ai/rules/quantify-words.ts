// Cue words of the content checks (data kept apart from the functions in quantify.ts).

/** Units that make a number a result: 30%, 200人, 5万, 3倍, 10次 … (no 年 / 月: those are dates). */
export const RESULT_UNITS = ['%', '‰', '个百分点', '人次', '万人', '万元', '亿元', '人', '万', '亿', '千', 'k', 'w', '元', '倍', '次', '个', '项', '篇', '家', '场', '名', '条', '份', '单', '小时', '天', '周', 'ms', '秒', '分钟', 'qps'];

/** Words that announce a change; with a number nearby they are a result ("提升30%"), alone they still hint at one. */
export const CHANGE_WORDS = ['提升', '提高', '增长', '增加', '降低', '减少', '缩短', '节省', '节约', '翻倍', '翻番', '超过', '超额', '达到', '突破', '覆盖', '排名前', '前'];

/** STAR cues: where a description sets the scene, states the task, acts and reports the result. */
export const STAR_CUES = {
  situation: ['背景', '面对', '针对', '由于', '鉴于', '为了解决', '为解决', '当时', '期间', '在校期间', '项目中', '随着', '痛点', '现状'],
  task: ['任务', '目标', '需要', '要求', '旨在', '职责', '负责', '承担', '挑战', '需求'],
  action: ['通过', '采用', '利用', '使用', '基于', '借助', '运用'],
  result: ['最终', '结果', '使得', '成功', '实现了', '达成', '获得', '获评', '荣获', '带来', '促成', '收获'],
} as const;

export type StarPart = keyof typeof STAR_CUES;
