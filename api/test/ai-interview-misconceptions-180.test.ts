import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-eightieth and -eighty-first batches): container data said to outlive the
 * container, docker's -p read container-first, EXPOSE said to publish, --restart=always said to restart on a timer; the
 * trapezoidal screw said the efficient and precise one, the ball screw self-locking, the lead called the diameter; dp
 * said to equal px on every screen, sp for spacing, the nine-patch given to iOS; the 超限效应 and 南风效应 turned round,
 * a whole class punished for one pupil; every browser said to be Chromium, HarmonyOS apps called APKs, the iOS simulator
 * said to equal the device; pupils' test results and family circumstances posted to the parents' group, parents made to
 * mark homework; AI images said to need no label and never to infringe; cold visits said banned by law, a referral gift
 * called a bribe, bought phone lists said outside the 个人信息保护法; and where one error or none held a wrong answer at
 * 40: A and CNAME swapped, TTL in years and a longer one faster, nslookup said to see processes (ops-01); output left out
 * of intake and output, oliguria and anuria at the wrong volumes, intake twice output (nurse-10); MRSA called a virus,
 * resistant organisms without isolation, antibiotics without a sensitivity test (nurse-14); white said China's festive
 * colour, 4 said lucky in Japan (trans-07). Each named as a class of claim, in words other than any rated answer's, and
 * the right statement of the same matter left alone.
 */
describe('interview.misconception: the 180th and 181st batches’ wrong facts', () => {
  it.each([
    ['ops-03', '容器内的数据默认一直保存，容器销毁后数据都还在。-p 9000:3000指的是容器里的9000端口。镜像里写了EXPOSE就相当于已经映射到主机了。--restart=always会让容器每晚定时重启。', 4],
    ['mech-06', '梯形丝杠传动效率更高。滚珠丝杠能够自锁。导程就是丝杠的大径。精密定位一般选梯形丝杠。', 4],
    ['ui-11', '不管什么屏幕1dp就等于1px。圆角和间距都用sp。点9图是iOS专用的。', 3],
    ['teacher-08', '超限效应告诉我们，批评的时间越长学生越记得牢。南风效应说明老师越严厉越有效。一个学生迟到就让全班一起受罚。', 3],
    ['qa-11', 'Safari也是基于Chromium的。鸿蒙App就是安卓的APK。iOS模拟器和真机完全一样。', 3],
    ['teacher-04', '学生的心理普查结果我会公开到家长群。按照规定要让家长天天批改作业。', 2],
    ['ui-13', 'AI作品不用打标识。用AI生成的图不存在侵权问题。', 2],
    ['sales-04', '陌生拜访现在是法律明令禁止的。老客户介绍客户送礼就属于商业贿赂。个保法管不着网上查得到的号码。', 3],
    ['ops-01', 'A记录用于给域名起别名。TTL以年为单位。nslookup能查出服务是否正常。', 3],
    ['nurse-10', '引流液一般不记录。少尿是24小时尿量不足1000毫升。入量要是出量的2倍。', 3],
    ['nurse-14', 'MRSA属于一种病毒。耐药菌病人无需隔离。不必等药敏，先上广谱抗生素。', 3],
    ['trans-07', '传统上中国人认为白色代表喜庆。在日本，4是个吉利的数字。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['ops-03', '容器删除后可写层的数据就没了，数据库要挂数据卷。-p 8080:80是宿主机8080映射到容器80。EXPOSE只是声明端口，运行时还要加-p。--restart=always让容器退出后自动拉起。'],
    ['mech-06', '滚珠丝杠是滚动摩擦，效率九成以上，不能自锁，立式要加制动器。梯形丝杠效率低但能自锁。导程是丝杠转一圈螺母移动的距离。精密机床用滚珠丝杠。'],
    ['ui-11', 'dp是密度无关像素，在160dpi屏上1dp等于1px。字号用sp，间距和圆角用dp。点九图是安卓的拉伸切图格式。'],
    ['teacher-08', '超限效应提醒我们批评不能重复太多，否则学生会反感。南风效应说明温和的关怀比严厉更有效。一个人犯错只处理他本人。'],
    ['qa-11', 'Safari是WebKit内核，火狐是Gecko，兼容性还得测。鸿蒙原生应用是HAP包，要单独测。模拟器测不了摄像头和推送，要上真机。'],
    ['teacher-04', '学生的心理测评结果和家庭情况要保密，不能发到家长群。双减以后不能要求家长批改作业。'],
    ['ui-13', 'AI生成的图片要按规定加标识。训练数据不一定都有授权，生成图也可能侵权。'],
    ['sales-04', '陌拜是合法的，但要礼貌。老客户转介绍送小礼品不算商业贿赂。买卖手机号违反个人信息保护法。'],
    ['ops-01', 'A记录把域名指向IP，CNAME是别名。TTL单位是秒，调小了改动生效快。nslookup只查解析，服务要看端口和进程。'],
    ['nurse-10', '尿量、呕吐物和引流液都算出量，要记录。24小时尿量少于400ml为少尿，少于100ml为无尿。尿比重高说明尿液浓缩。'],
    ['nurse-14', 'MRSA是细菌，要接触隔离，听诊器专人专用。抗生素要按药敏结果选。出院后做终末消毒。'],
    ['trans-07', '中国传统婚礼用红色，白色多用于丧事。日本人忌讳数字4。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为滚珠丝杠能自锁，这是误区。', 'mech-06')).toEqual([]);
    expect(misconceptionsOf('认为MRSA是病毒是错的。', 'nurse-14')).toEqual([]);
    expect(misconceptionsOf('说dp就等于px是不对的。', 'ui-11')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'ops-03': 4, 'mech-06': 4, 'ui-11': 3, 'teacher-08': 3, 'qa-11': 3, 'teacher-04': 2, 'ui-13': 2, 'sales-04': 3, 'ops-01': 3, 'nurse-10': 3, 'nurse-14': 3, 'trans-07': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['ops-03', '容器和数据，默认和永久，删除和数据，-p 8080:80和容器，前面和容器，EXPOSE和映射，EXPOSE和-p，--restart=always和每天，'],
    ['mech-06', '梯形丝杠和效率，滚珠丝杠和摩擦，滚珠丝杠和自锁，立式和刹车，导程和直径，精度和梯形丝杠，精密和梯形丝杠，'],
    ['ui-11', '1dp和1px，dp和像素，sp和dp，间距和sp，点九和iOS，.9和安卓，'],
    ['teacher-08', '超限效应和越多，超限效应和重复，南风效应和严厉，南风效应和表扬，一个人和全班，'],
    ['qa-11', 'Safari和Chromium，浏览器和Chrome，鸿蒙和APK，安卓和鸿蒙，模拟器和真机，模拟器和摄像头，'],
    ['teacher-04', '心理测评和家长群，低保和群，未成年人保护法和公开，家长和作业，'],
    ['ui-13', 'AI和标识，标识和去掉，生成和侵权，训练和授权，'],
    ['sales-04', '陌拜和法，反不正当竞争法和上门，转介绍和贿赂，个保法和公开信息，正规和名单，'],
    ['ops-01', 'A记录和别名，CNAME和IP，TTL和年，TTL和越大，解析和生效，nslookup和进程，nslookup和服务，'],
    ['nurse-10', '尿量和记录，出入量和输液，少尿和1000，无尿和400，入量和出量，尿比重和喝水，'],
    ['nurse-14', 'MRSA和病毒，耐药菌和抗病毒药，多重耐药菌和抗生素，耐药菌和隔离，听诊器和共用，终末消毒和不用，药敏和等，抗生素和广谱，'],
    ['trans-07', '中国和白色，红色和丧事，日本和4，4和幸福，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
