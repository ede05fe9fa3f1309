import { readableModelText } from './model-text';

describe('readableModelText', () => {
  it('shows the values of a model’s JSON answer as they arrive, keys and syntax left out', () => {
    const answer = '```json\n{"experiences":[{"index":0,"bullets":["负责公众号运营","策划迎新活动，粉丝增长【X%】"]}],"self_evaluation":"汉语言文学本科，文字功底扎实。"}';
    expect(readableModelText(answer)).toBe('负责公众号运营\n策划迎新活动，粉丝增长【X%】\n汉语言文学本科，文字功底扎实。');
    // half a bullet so far
    expect(readableModelText('{"experiences":[{"index":0,"bullets":["负责公众')).toBe('负责公众');
    expect(readableModelText('{"self_evaluation":"他说\\"很好\\"')).toBe('他说"很好"');
  });
});
