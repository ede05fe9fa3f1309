import { basic, detail, education, emptyIntention } from '../../../testing/resume-fixtures';
import { currentStep, nextStep, previousStep } from './steps';

describe('currentStep', () => {
  it('keeps a student without a name on the basic information, whatever the address says', () => {
    expect(currentStep('education', detail())).toBe('basic');
  });

  it('opens the named step, else the first one not saved', () => {
    const saved = detail({ basic: basic(), intention: { ...emptyIntention(), nature: 1 }, education_list: [education(1)] });
    expect(currentStep('intention', saved)).toBe('intention');
    expect(currentStep(null, saved)).toBe('work');
    expect(currentStep('nonsense', saved)).toBe('work');
  });

  it('walks the steps in order', () => {
    expect(nextStep('project')).toBe('other');
    expect(nextStep('other')).toBeNull();
    expect(previousStep('basic')).toBeNull();
    expect(previousStep('work')).toBe('education');
  });
});
