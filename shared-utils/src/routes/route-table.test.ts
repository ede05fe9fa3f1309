import { findRoute, hashPath, hashQuery, isOwnedBy, ROUTES, routesOf } from './route-table';

describe('route table', () => {
  it('reads the path and query of a hash', () => {
    expect(hashPath('#/job?id=3')).toBe('/job');
    expect(hashPath('')).toBe('/');
    expect(hashPath('#/subApp/resume/?from=3')).toBe('/subApp/resume');
    expect(hashQuery('#/job?id=3').get('id')).toBe('3');
  });

  it('gives every sub-app chapter to mf-student', () => {
    expect(findRoute('/subApp/positionList')?.owner).toBe('mf-student');
    expect(isOwnedBy('mf-home', '#/')).toBe(true);
    expect(isOwnedBy('mf-home', '#/nowhere')).toBe(false);
  });

  it('has each path once', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe('routesOf', () => {
  it("lists exactly a parcel's own routes", () => {
    const auth = routesOf('mf-auth').map((r) => r.path);
    expect(auth).toEqual(['/login', '/transferPage']);
    expect(routesOf('mf-student').every((r) => r.owner === 'mf-student')).toBe(true);
    const all = (['mf-home', 'mf-auth', 'mf-student', 'mf-content'] as const).flatMap(routesOf);
    expect(all).toHaveLength(ROUTES.length);
  });

  it('keeps the layout flags of the spec', () => {
    expect(findRoute('/about')).toMatchObject({ hideHeader: true, hideFooter: true, needsShowAbout: true });
    expect(findRoute('/subApp/interviewRoom')).toMatchObject({ hideHeader: true, hideFooter: true });
    expect(findRoute('/videoDetail')?.hideFooter).toBe(true);
    expect(findRoute('/resume_create')).toMatchObject({ resumePage: true, hideResumeTab: true });
  });

  it('knows the AI tools a site can switch off', () => {
    expect(findRoute('/subApp/aiInterviewIntroduce')?.feature).toBe('is_ai_interview');
    expect(findRoute('/subApp/occupationAssessmentResult')?.feature).toBe('is_ai_career_planning');
    expect(findRoute('/aiResumeDetail')?.feature).toBe('is_open_ai');
    expect(findRoute('/subApp/job')?.feature).toBeUndefined();
  });
});
