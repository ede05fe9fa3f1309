import { RESUME_MSG } from './messages';
import { cstDay, formatResumeMonth, monthIndex, parseCalendarDate } from './dates';
import { checkAttachmentFile, checkPhotoFile, formatFileSize } from './files';

describe('the checks before an upload', () => {
  it.each([
    [{ name: '简历.pdf', size: 1000 }, null],
    [{ name: 'CV.DOCX', size: 1000 }, null],
    [{ name: 'cv.doc', size: 5 * 1024 * 1024 }, null],
    [{ name: 'cv.doc', size: 5 * 1024 * 1024 + 1 }, '附件大小不能超过5MB'],
    [{ name: 'cv.txt', size: 10 }, RESUME_MSG.attachmentType],
    [{ name: 'pdf', size: 10 }, RESUME_MSG.attachmentType],
    [{ name: 'cv.pdf', size: 0 }, RESUME_MSG.fileRequired],
    [null, RESUME_MSG.fileRequired],
  ])('attachment %j → %s', (file, expected) => {
    expect(checkAttachmentFile(file)).toBe(expected);
  });

  it('checks photos by extension and size', () => {
    expect(checkPhotoFile({ name: 'me.JPG', size: 100 })).toBeNull();
    expect(checkPhotoFile({ name: 'me.png', size: 2 * 1024 * 1024 + 1 })).toBe('照片大小不能超过2MB');
    expect(checkPhotoFile({ name: 'me.gif', size: 100 })).toBe(RESUME_MSG.photoType);
  });

  it('formats sizes', () => {
    expect(formatFileSize(300)).toBe('1KB');
    expect(formatFileSize(812 * 1024)).toBe('812KB');
    expect(formatFileSize(1.45 * 1024 * 1024)).toBe('1.4MB');
  });
});

describe('calendar helpers', () => {
  it('reads the day in China whatever the machine’s zone', () => {
    expect(cstDay(Date.UTC(2026, 11, 31, 16, 0, 0))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('parses months and real dates only', () => {
    expect(monthIndex('2026-01')).toBe(2026 * 12);
    expect(monthIndex('2026-13')).toBeNull();
    expect(monthIndex('26-01')).toBeNull();
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
  });

  it('formats months for display', () => {
    expect(formatResumeMonth('2022-09')).toBe('2022.09');
    expect(formatResumeMonth('')).toBe('至今');
  });
});
