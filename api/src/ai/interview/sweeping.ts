import { clausesAround } from './misconceptions';

/**
 * interview.sweeping: claims a professional would not make without their conditions, said as rules of the field:
 * 越多越好, 只要签了字就算结案, 员工个人不用交, 口头合同一律无效, 跟用量没有关系. A field's answers hold when and where
 * a thing applies; one that sweeps several matters into such rules is, in the rated sets, a fluent answer wrong in
 * its facts, whatever subject it is on (the misconceptions dictionary names only the subjects it holds). One such
 * clause is how people talk (越到后面孔就越小, 个人不用交 told of one's own payslip), so it takes SWEEPING_MANY distinct
 * clauses (weights.ts) before the answer is judged for them (score-interview.ts).
 */

/** The steps a procedure or a duty is said to do without: 不需要签字, 不用给补偿, 无需备案. */
const STEPS =
  '交|缴|给|付|签|检查|查|做|设|办|留|考虑|核对|审批|审核|登记|测试|备案|注册|复核|培训|报|批|管|写|看|说明|通知|理会|处理|预热|验收|确认|评估|担心|操心|补偿|赔|学|背|记|标|改|调|区分|计提|申请|公示|覆盖|保存|消毒|监测|复查|汇报|请示|签字|验证|回复|解释|提供|披露';

/** The kinds of sweeping claim, each a pattern read in one clause. */
export const SWEEPING_CLAIMS: readonly { kind: string; pattern: RegExp; story?: false }[] = [
  // the more the better (水泥越多强度越高, 参数越多模型就越准), not 越来越 (a trend) nor a comparison of two (越急越要…)
  { kind: 'the-more', pattern: /越(?!来越)[^，。；、,;越]{0,6}越(?:好|高|多|准|安全|稳|强|快|有效|全面|专业|结实|可靠|少|小|低|大|真实|规范|值钱|划算|成功)/u },
  // one condition said to be enough (只要利润表是盈利的公司就不会有问题), not a limit asked (只要求), a price (只要75) or a
  // tolerance (只要不是硬伤)
  { kind: 'only-if', pattern: /只要(?!求|不是)(?![0-9一二三四五六七八九十几])[^。；;]{0,24}就(?:行|可以|算|说明|不会|没|能|一定|够|完成|结案|合格|有效|等于|代表|是)/u },
  // a step or a duty done without (不需要注册, 不用给补偿), not asked about (需不需要, 用不用) nor said of now or mostly
  // (现在不需要, 基本不用); 不用再 and 不用另外 (不用再手动上传) tell what a change spared, not a rule
  { kind: 'needless', pattern: new RegExp(`(?<!需|用|现在|暂时|实在|基本)(?:不需要|无需|不必|不用)(?!再|另外)(?:任何|专门|单独|额外|去|太)?(?:${STEPS})`, 'u') },
  // no bearing at all (和因果没有关系, 对推荐没有影响), not asked (有没有关系)
  { kind: 'unrelated', pattern: /(?<!有)没有(?:任何)?(?:关系|区别|必要|影响|差别)/u },
  // without exception (一律无效, 永远不会, 绝对安全, 不可能出错)
  { kind: 'always', pattern: /一律|永远(?:不|都|是|没)|绝对(?:不|没|是|要|安全|正确|可靠)|不可能(?:出错|有错|错)/u },
  // The kinds below are read only where the question asks for no story of the student's own: in a story they tell
  // what a change spared or a workplace's own rule (挖出来的土也不用外运, 公司规定采购只能在系统里提).
  // nothing at all needed (不需要任何工作经验, 无需任何审批), no part taken or comparison made (不用参与预算), a step
  // spared as a consequence (所以不用回归) or one more spared besides (也不用加润滑脂), not what a change spared (也不用再跑一趟)
  // nor a worry (也不用担心)
  { kind: 'needless-besides', story: false, pattern: /(?:不需要|无需|不用|不必)(?:任何|参与|和其他|跟其他|与其他)|所以(?:也|就|根本)?(?:不用|不需要|不必|无需)(?!再|担心|着急|慌)|也(?:不用|不需要|不必|无需)(?!再|担心|着急|慌|太)/u },
  // one use, one maker or one kind only (只能用在玩具上, 只能由施工员填, 利润中心只能是财务部), not a limit of one's own (我只能先)
  { kind: 'only', story: false, pattern: /(?<![我你他她])只能(?:用在|用于|用来|由|适用|交给|是|算)/u },
  // once said enough for a duty that recurs (一年做一次就够了, 每周来一次就够了)
  { kind: 'enough', story: false, pattern: /[一两][次遍回]就(?:足)?够了/u },
  // in force or alike for ever (成绩永久有效, 旧法都继续有效, 两者完全一样, 四个维度必须一样)
  { kind: 'for-ever', story: false, pattern: /(?:都|仍然|全部)继续(?:有效|适用)|(?:永久|终身|长期)有效|(?<!不)完全(?:一样|相同|等于|等同|取代|替代)|必须(?:一模一样|一样|相同|一致|全部)/u },
  // no bearing on a thing named (跟个人没关系, 与结果无关), not asked (有没有关系) nor 没关系 said to someone
  { kind: 'unrelated-to', story: false, pattern: /(?:跟|和|与)[^，。；、,;]{1,10}(?<!有)(?:没(?:有)?(?:任何)?关系|无关)/u },
  // everyone done with it already (现在都换成了带传动, 基本没人用了)
  { kind: 'replaced', story: false, pattern: /(?:现在|如今|早就)(?:基本|已经)?都(?:换成|改成|改用|淘汰|不用)|(?:基本|早就|已经)没(?:有)?人用/u },
];

/** A clause that denies the rule it states (索引也不是越多越好, 不能一律删掉) qualifies rather than sweeps. */
const DENIED = /不是|并非|未必|不一定|不见得|不能|不要|别/u;
/** Quotation marks report someone's words (客户说“现在不需要”), not the student's claim. */
const QUOTED = /[“”"‘’'「」]/u;
/** So does a word of saying before the claim (主管说跟养老没关系), unless it is the student's own (我说) or 说明. */
const REPORTED = /(?<!我)说(?!明|法)/u;
const SENTENCES = /[。！？!?；;\n]+/u;
/**
 * The clauses of an answer that make a sweeping claim, each once and as written, in the answer's order. `story`: the
 * question asks for an example of the student's own (the banks' `example`), where the kinds marked `story: false` are not read.
 */
export function sweepingClaimsOf(answer: string, story = false): string[] {
  const said = new Set<string>();
  for (const sentence of answer.split(SENTENCES)) {
    for (const { pattern, story: inStories } of SWEEPING_CLAIMS) {
      if (story && inStories === false) continue;
      const m = pattern.exec(sentence);
      if (m === null) continue;
      const claim = clausesAround(sentence, m.index, m.index + m[0].length).trim();
      const before = claim.slice(0, claim.indexOf(m[0]));
      if (!QUOTED.test(claim) && !DENIED.test(before) && !REPORTED.test(before)) said.add(claim);
    }
  }
  return [...said].sort((a, b) => answer.indexOf(a) - answer.indexOf(b));
}
