import { resetHostedCaptcha, runHostedCaptcha, type HostedCaptchaCtor, type HostedResult } from './hosted-captcha';

type ScriptBehaviour = 'error' | 'empty' | HostedCaptchaCtor;

/** Stands in for the provider's script: a load error, a script that defines nothing, or one that defines the constructor. */
function fakeScript(behaviour: ScriptBehaviour): jest.SpyInstance {
  const append = document.head.appendChild.bind(document.head);
  return jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node);
    const script = node;
    queueMicrotask(() => {
      if (behaviour === 'error') return script.onerror?.(new Event('error'));
      if (behaviour !== 'empty') window.TencentCaptcha = behaviour;
      script.onload?.(new Event('load'));
    });
    return node;
  });
}

/** A hosted captcha that answers with this result when shown. */
function answering(result: HostedResult, seen: string[] = []): HostedCaptchaCtor {
  return class {
    constructor(
      private appId: string,
      private callback: (r: HostedResult) => void,
    ) {}
    show(): void {
      seen.push(this.appId);
      this.callback(result);
    }
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete window.TencentCaptcha;
  resetHostedCaptcha();
});

describe('runHostedCaptcha', () => {
  it('loads the script from the configured address and resolves with the ticket', async () => {
    const seen: string[] = [];
    const append = fakeScript(answering({ ret: 0, ticket: 'tk', randstr: 'rs', appid: 'hosted-app' }, seen));
    await expect(runHostedCaptcha('https://captcha.example.cn/TCaptcha.js', 'campus-sms')).resolves.toEqual({
      kind: 'pass',
      ticket: { captcha_appid: 'hosted-app', captcha_randstr: 'rs', captcha_ticket: 'tk' },
    });
    expect(scriptSrc(append)).toBe('https://captcha.example.cn/TCaptcha.js');
    expect(seen).toEqual(['campus-sms']);
  });

  it('loads the script once for every later run', async () => {
    const append = fakeScript(answering({ ret: 0, ticket: 'tk', randstr: 'rs' }));
    await runHostedCaptcha('/tc.js', 'a');
    const second = await runHostedCaptcha('/tc.js', 'b');
    expect(append.mock.calls.filter(([n]) => n instanceof HTMLScriptElement)).toHaveLength(1);
    expect(second).toMatchObject({ kind: 'pass', ticket: { captcha_appid: 'b' } });
  });

  it('maps a script that fails to load to 1001', async () => {
    fakeScript('error');
    await expect(runHostedCaptcha('/tc.js', 'a')).resolves.toEqual({ kind: 'error', message: '1001: 验证码脚本加载失败' });
  });

  it('maps a script that defines no captcha to 1012', async () => {
    fakeScript('empty');
    await expect(runHostedCaptcha('/tc.js', 'a')).resolves.toEqual({ kind: 'error', message: '1012: 滑块脚本运行出错' });
  });

  it.each([
    [1002, '1002: 验证码显示超时'],
    [1005, '1005: 验证码中间脚本运行出错'],
    [1009, '1009: 验证码框架加载失败'],
    [1013, '1013: 连续三次刷新失败或连续三次网络验证失败'],
  ])('shows the service’s own error %i as "code: description"', async (errorCode, message) => {
    fakeScript(answering({ ret: 0, ticket: 'trerror_1002', errorCode }));
    await expect(runHostedCaptcha('/tc.js', 'a')).resolves.toEqual({ kind: 'error', message });
  });

  it('reads a closed captcha as cancelled', async () => {
    fakeScript(answering({ ret: 2 }));
    await expect(runHostedCaptcha('/tc.js', 'a')).resolves.toEqual({ kind: 'cancel' });
  });

  it('shows 当前上网环境异常… when the captcha throws, is not configured or answers something unknown', async () => {
    const throwing = class {
      constructor() {
        throw new Error('boom');
      }
      show(): void {}
    } as unknown as HostedCaptchaCtor;
    fakeScript(throwing);
    const text = '当前上网环境异常，请更换网络环境或稍后再试';
    await expect(runHostedCaptcha('/tc.js', 'a')).resolves.toEqual({ kind: 'error', message: text });
    await expect(runHostedCaptcha('', 'a')).resolves.toEqual({ kind: 'error', message: text });
    window.TencentCaptcha = answering({ ret: 9 });
    await expect(runHostedCaptcha('/tc.js', 'a')).resolves.toEqual({ kind: 'error', message: text });
  });
});

/** The address of the one script the spy saw appended. */
function scriptSrc(spy: jest.SpyInstance): string {
  const scripts = spy.mock.calls.map(([n]) => n as Node).filter((n): n is HTMLScriptElement => n instanceof HTMLScriptElement);
  expect(scripts).toHaveLength(1);
  return scripts[0]!.src;
}
