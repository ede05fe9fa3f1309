import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on six knowledge questions (the hundred-and-fiftieth batch): similar-case search's source,
 * reach and ranking, the front end's cross-origin tools, service mesh, Istio and sidecars, the two tokens of a login,
 * JDK and CGLIB proxies, and the rights the personal-information law grants. Each named as a class of claim, in words
 * other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 150th batch’s wrong facts', () => {
  it.each([
    ['legal-14', '类案检索这套要求是全国人大2005年制定的规定。检索报告必须拿去公证。区法院的判决效力高于中级人民法院的。两年以前的裁判已经作废了，不能用。', 4],
    ['fe-09', '把document.domain改为"com"，两个不相关的网站就能共享登录态。postMessage可以向后端发请求。websocket受同源策略约束。不推荐nginx反向代理，会把接口暴露出去。', 4],
    ['java-10', 'Service Mesh就是让所有服务跑在一个进程里。Istio是阿里的产品。边车是冗余的副本。微服务没有什么弊端。', 4],
    ['fe-13', '访问令牌用于刷新令牌，有效期一个月。我把token拼在url参数里。刷新令牌可以无限使用。', 3],
    ['java-02', 'CGLIB只能代理接口。SpringBoot 2默认采用JDK代理。static方法上的增强同样生效。', 3],
    ['legal-09', '我国法律没规定删除权。用户的数据可以永远保存。用户要复制自己的数据，平台能拒绝。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['legal-14', '类案检索我按最高人民法院2020年的指导意见做：先查指导性案例，再查最高法的典型案例和本省高院、上一级法院的裁判，优先近三年的。法官在缺乏明确裁判规则时应当检索。我会把检索报告附在代理意见里提交给法院。'],
    ['fe-09', '同源看协议、域名、端口。常用方案是CORS和Nginx反向代理；同一主域下的子域可以用document.domain设成父域；iframe之间用postMessage通信；WebSocket不受同源策略限制，服务端要校验Origin。'],
    ['java-10', '微服务把系统按业务拆成独立部署的服务，好处是独立扩展，缺点是运维和排查更复杂。服务网格用Sidecar代理接管服务间通信，Istio是Google、IBM和Lyft开源的，Eureka是Netflix的注册中心。服务网格也会增加额外的运维成本。'],
    ['fe-13', 'access token有效期十五分钟，放在Authorization请求头里；refresh token有效期七天，存在HttpOnly Cookie里，只用来换新的access token，用过一次就作废，服务端在Redis里记录，退出登录时删掉。'],
    ['java-02', 'Spring AOP用动态代理：目标类实现了接口可以用JDK动态代理，没有接口就用CGLIB生成子类。Spring Boot 2以后默认用CGLIB。final方法不能被子类覆写，所以切面不会生效。'],
    ['legal-09', '个人信息保护法规定了查阅、复制和删除权，用户注销后企业要删除或匿名化他的信息，保存期限应当是实现目的所必要的最短时间。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('有人以为一年前的判决就失效了，这是错的。', 'legal-14')).toEqual([]);
    expect(misconceptionsOf('document.domain不能设成com这种顶级域。', 'fe-09')).toEqual([]);
    expect(misconceptionsOf('WebSocket并不受同源策略限制。', 'fe-09')).toEqual([]);
    expect(misconceptionsOf('Istio不是Netflix开源的。', 'java-10')).toEqual([]);
    expect(misconceptionsOf('用户没同意时，不要把token放在URL参数里。', 'fe-13')).toEqual([]);
    expect(misconceptionsOf('CGLIB对final方法不能拦截。', 'java-02')).toEqual([]);
    expect(misconceptionsOf('很多人误以为个保法没有删除权。', 'legal-09')).toEqual([]);
  });

  it('caps a fluent cross-origin lesson told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '我在实习时负责过前端跨域。同源要求协议、域名、端口一致。不同主站之间，我让两个页面都把document.domain设为顶级域，这样就能互相访问；另外用postMessage直接请求接口，它绕开了同源策略。后端同事配合在响应头加了Access-Control-Allow-Origin，上线后再没出过问题。';
    const right = '我在实习时负责过前端跨域。同源要求协议、域名、端口一致。同一主域下的两个子域，我让两个页面都把document.domain设为父域，这样就能互相访问；另外父页面和iframe之间用postMessage通信。后端同事配合在响应头加了Access-Control-Allow-Origin，上线后再没出过问题。';
    expectWrongTwinCapped('fe-09', { category: '前端开发', group: '技术' }, wrong, right);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'legal-14': 4, 'fe-09': 4, 'java-10': 4, 'fe-13': 3, 'java-02': 3, 'legal-09': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 30);
  });

  const near = [
    ['legal-14', '类案检索和司法部，类案检索和2008，检索报告和提交，每个案件和类案，基层法院和最高人民法院，越基层和，一年以前的和判决，判决和超过，'],
    ['fe-09', 'document.domain和顶级，document.domain和不同，postMessage和iframe，postMessage和请求，WebSocket和同源，WebSocket和跨域，不建议和代理，代理和接口，反向代理和安全，'],
    ['java-10', '服务网格和同一，Service Mesh和网络，Istio和Google，Istio和注册，Sidecar和代理，边车和主实例，微服务和缺点，运维和额外，'],
    ['fe-13', 'access token和用来，access token和有效期，refresh token和有效期，token和放在，URL和HTTPS，refresh token和不用，refresh token和一直，服务端和保存，'],
    ['java-02', 'JDK动态代理和接口，CGLIB和只能，JDK和改写，Spring Boot 2和默认，CGLIB和final，final和切面，'],
    ['legal-09', '个保法和没有，删除权和只有，个人信息和可以，保存期限和不能，数据和收集，查阅和可以，法律和没有，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the six questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
