import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils';
import { failure, mockCaptcha, ok, PUZZLE } from '../../testing/api-mocks';
import { SliderCaptcha } from './slider-captcha';

afterEach(() => jest.restoreAllMocks());

function renderSlider() {
  const onPass = jest.fn();
  const onError = jest.fn();
  render(<SliderCaptcha appId="campus-sms" onPass={onPass} onError={onError} />);
  return { onPass, onError };
}

async function readySlider(): Promise<HTMLElement> {
  const slider = await screen.findByRole('slider', { name: '拖动滑块完成拼图' });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  return slider;
}

describe('SliderCaptcha', () => {
  it('fetches a puzzle for its app id and shows it with an accessible slider', async () => {
    const { get } = mockCaptcha();
    renderSlider();
    const slider = await readySlider();
    expect(get).toHaveBeenCalledWith('campus-sms');
    expect(screen.getByRole('img', { name: '拼图背景' })).toHaveAttribute('src', PUZZLE.image);
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', String(PUZZLE.width - PUZZLE.piece_size));
    expect(slider).toHaveAccessibleDescription('也可用方向键移动拼图，回车确认');
  });

  it('moves with the arrow keys (Shift for bigger steps, Home and End) and verifies on Enter', async () => {
    const { verify } = mockCaptcha();
    const { onPass } = renderSlider();
    const user = userEvent.setup();
    const slider = await readySlider();
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '6');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuenow', '16');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', String(PUZZLE.width - PUZZLE.piece_size));
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith({ captcha_appid: 'campus-sms', captcha_randstr: 'rand', captcha_ticket: 'tick' }));
    const answer = verify.mock.calls[0]![0];
    expect(answer).toMatchObject({ captcha_id: 'cap-campus-sms', x: 10 });
    expect(answer.track.length).toBeGreaterThan(5);
    expect(answer.track.at(-1)).toMatchObject({ x: 10 });
    // as the server checks a drag: it starts at the left edge and its time always moves on
    expect(answer.track[0]).toEqual({ x: 0, t: 0 });
    expect(answer.track.every((s, i, all) => i === 0 || s.t > all[i - 1]!.t)).toBe(true);
  });

  it('follows a mouse or finger drag and verifies where it is let go, with the track', async () => {
    const { verify } = mockCaptcha();
    const { onPass } = renderSlider();
    const user = userEvent.setup();
    const slider = await readySlider();
    await user.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: { clientX: 100 } },
      { target: slider, coords: { clientX: 140 } },
      { target: slider, coords: { clientX: 190 } },
      { keys: '[/MouseLeft]', target: slider, coords: { clientX: 187 } },
    ]);
    await waitFor(() => expect(onPass).toHaveBeenCalled());
    const answer = verify.mock.calls[0]![0];
    expect(answer.x).toBe(87);
    expect(answer.track.map((s) => s.x)).toEqual([0, 40, 90, 87]);
  });

  it('says a wrong drag failed and loads a new puzzle', async () => {
    const { get } = mockCaptcha([failure(30007, '请先完成滑块验证'), 'pass']);
    const { onPass, onError } = renderSlider();
    const user = userEvent.setup();
    const slider = await readySlider();
    slider.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('验证失败，请重试');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(onPass).toHaveBeenCalled());
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after three failures in a row with code 1013', async () => {
    mockCaptcha([failure(30007), failure(-1, '网络异常，请检查网络后重试'), failure(30007)]);
    const { onPass, onError } = renderSlider();
    const user = userEvent.setup();
    const slider = await readySlider();
    for (let i = 0; i < 3; i += 1) {
      await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
      slider.focus();
      await user.keyboard('{ArrowRight}{Enter}');
      await waitFor(() => expect(api.captcha.verify).toHaveBeenCalledTimes(i + 1));
    }
    await waitFor(() => expect(onError).toHaveBeenCalledWith('1013: 连续三次刷新失败或连续三次网络验证失败'));
    expect(onPass).not.toHaveBeenCalled();
  });

  it('cannot start without a first puzzle: 当前上网环境异常，请更换网络环境或稍后再试', async () => {
    jest.spyOn(api.captcha, 'get').mockResolvedValue(failure(-1, '网络异常，请检查网络后重试'));
    const { onError } = renderSlider();
    await waitFor(() => expect(onError).toHaveBeenCalledWith('当前上网环境异常，请更换网络环境或稍后再试'));
  });

  it('ends with 1013 after three failed refreshes in a row', async () => {
    const get = jest
      .spyOn(api.captcha, 'get')
      .mockResolvedValueOnce(ok(PUZZLE))
      .mockResolvedValue(failure(-1, '请求超时，请稍后重试'));
    const { onError } = renderSlider();
    const user = userEvent.setup();
    await readySlider();
    await user.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('1013: 连续三次刷新失败或连续三次网络验证失败'));
    expect(get).toHaveBeenCalledTimes(4);
  });
});
