import { collegeOrigin } from './college-link';

describe('collegeOrigin', () => {
  it('keeps this page’s scheme and port for a bare domain, and a domain’s own port', () => {
    expect(collegeOrigin('dept.school.localhost')).toBe('http://dept.school.localhost');
    expect(collegeOrigin('Dept.School.localhost:9000')).toBe('http://dept.school.localhost:9000');
  });

  it('refuses a domain that is not a host name', () => {
    expect(collegeOrigin('evil.example.com/path')).toBeNull();
    expect(collegeOrigin('javascript:alert(1)')).toBeNull();
    expect(collegeOrigin('')).toBeNull();
  });
});
