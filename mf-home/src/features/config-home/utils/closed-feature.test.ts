import { leadsToClosedFeature } from './closed-feature';

describe('leadsToClosedFeature', () => {
  it('tells the links of this site that lead to an AI tool the site has off', () => {
    const off = { is_open_ai: 0, is_ai_interview: 0, is_ai_career_planning: 1 };
    expect(leadsToClosedFeature('/#/subApp/aiInterviewIntroduce', off)).toBe(true);
    expect(leadsToClosedFeature('#/subApp/aiIntroduction', off)).toBe(true);
    expect(leadsToClosedFeature('/#/subApp/aiCareerPlanningBookIntroduce', off)).toBe(false);
    expect(leadsToClosedFeature('/#/subApp/job?id=3', off)).toBe(false);
    // another site's address is not ours to judge
    expect(leadsToClosedFeature('https://other.example.com/#/subApp/aiInterviewIntroduce', off)).toBe(false);
  });
});
