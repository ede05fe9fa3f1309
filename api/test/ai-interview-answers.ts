/**
 * Answers to five questions of the Java开发 bank (banks/java.json) for the interview engine's tests: plain spoken
 * answers of a student who knows the matter (one STAR story, no 首先/其次), and the ways of gaming the score the
 * engine must see through. Written for these tests; the rated set under fixtures/ai/rated is never read here.
 */
import { scoreInterview } from '../src/ai/interview/score-interview';

export const JAVA_IDS = ['java-01', 'java-03', 'java-04', 'java-05', 'java-14'] as const;

export const SPOKEN: Record<(typeof JAVA_IDS)[number], string> = {
  'java-01':
    'HashMap底层其实就是一个数组，每个位置叫一个桶。放元素的时候拿key的hashCode算出哈希值，再找到对应的桶；两个key落到同一个桶里就用链表串起来。JDK8以后链表长度超过8、数组又够大的话，链表会变成红黑树，这样查得快一些。元素多了超过负载因子，也就是默认0.75的时候会扩容，容量翻倍然后重新分布。它不是线程安全的，多线程一起写可能丢数据，所以并发场景我会用ConcurrentHashMap。',
  'java-03':
    '我们做校园外卖小程序的时候，菜单和店铺信息访问特别多，我就把这些热点数据放到Redis里，每个key设了过期时间，数据库改了以后就把对应的缓存删掉，保证两边一致。后来有人拿不存在的店铺id反复刷接口，请求全打到数据库上，这就是缓存穿透。我给查不到的结果也缓存了一个空值，再加了布隆过滤器挡掉非法id。改完以后数据库的压力明显小了，接口响应从两百多毫秒降到了三十毫秒左右。',
  'java-04':
    '索引可以理解成一本书的目录，MySQL的InnoDB里是用B+树存的，查的时候不用一行行扫全表。遇到慢SQL，我一般先开慢查询日志把它找出来，然后用EXPLAIN看执行计划，看type是不是ALL、有没有用上索引、扫了多少行。如果是没建索引，就按查询条件建联合索引，要注意最左前缀，不然索引会失效。要是只查几个字段，可以做成覆盖索引，省掉回表。改完再跑一遍EXPLAIN，确认扫描的行数降下来了。',
  'java-05':
    '多线程能让CPU同时干几件事，但是每次都新建线程开销很大，所以一般用线程池来复用线程。Java里线程池就是ThreadPoolExecutor，它有核心线程数、最大线程数、存活时间、阻塞队列和拒绝策略这几个参数。任务进来先交给核心线程，核心线程忙不过来就进队列，队列满了才会开到最大线程数，再满就走拒绝策略。我自己用的时候不会直接用Executors，因为它的队列是无界的，任务堆多了会内存溢出。另外多个线程改同一份数据要加锁，或者用synchronized、原子类来保证线程安全。',
  'java-14':
    '去年在一家电商公司实习的时候，有一次大促前压测，订单列表接口一到高峰就超时，我负责把这个问题查清楚。我先看了监控，发现数据库CPU一直很高，然后翻慢查询日志，找到一条按用户和时间查订单的SQL，用EXPLAIN一看是全表扫描。因为这张表有两千多万行，所以每次都要扫很久。我和导师商量后给用户id和创建时间建了联合索引，又把订单总数这种统计结果放进了缓存。后来再压测，接口响应从三秒多降到了两百毫秒以内，大促那天也没再超时。',
};

/** One text of the five questions' keywords and the STAR signposts, given for every question. */
export const STUFFED =
  'HashMap 数组 链表 红黑树 哈希 扩容 线程安全 ConcurrentHashMap Redis 缓存 热点 过期 穿透 击穿 雪崩 一致性 索引 B+树 慢SQL EXPLAIN 执行计划 最左前缀 覆盖索引 回表 线程池 ThreadPoolExecutor 核心线程 阻塞队列 拒绝策略 synchronized 线上 日志 监控 排查 定位 jstack Arthas 解决 优化 首先 其次 最后 提升30% 最终 结果';

/** The same keywords strung into clauses, given for every question. */
export const STUFFED_SENTENCES =
  '我认为HashMap用数组、链表和红黑树，靠哈希定位，会扩容，不是线程安全的，要用ConcurrentHashMap。Redis缓存要设过期时间，防止穿透、击穿和雪崩，保证一致性。索引是B+树，慢SQL要看EXPLAIN执行计划，注意最左前缀和覆盖索引。线程池有核心线程、阻塞队列和拒绝策略。线上问题要看日志和监控，用jstack排查定位，最终解决优化，提升了30%。';

/** Cue words and a number, with nothing said. */
export const CUE_SALAD = '首先，其次，再次，最后。提升30%，最终，结果，负责，主导，推动，协调，优化，总之。';

/** Answers about something else, one per question. */
export const OFF_TOPIC = [
  '我平时喜欢打篮球，周末经常和室友去操场打半场，打完球一起去吃火锅，感觉很放松。',
  '今年暑假我去了云南旅游，在大理骑车绕洱海，风景特别美，还认识了几个一起拼车的朋友。',
  '我觉得大学生活最重要的是交朋友，我在社团里认识了很多不同专业的同学，大家经常一起聊天。',
  '我比较喜欢看电影，尤其是科幻片，上个月刚看了一部讲太空探索的片子，看完很受触动。',
  '我家在南方的一个小城市，那里的早餐特别丰富，每次放假回家我都要去吃一碗米粉。',
];

/** One answer to one question, scored as a one-question interview of the category (120 s, answered in 60): its question's score. */
export function scoreOne(question: { id: string; text: string }, answer: string, interview: { category: string; group: string }) {
  return scoreInterview([{ index: 0, question_id: question.id, text: question.text, follow_up: 0, answer, seconds_used: 60, late: 0 }], { ...interview, seconds: 120 }).questions[0]!;
}
