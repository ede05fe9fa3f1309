import * as C from './constants';

describe('§9 constants', () => {
  it('hold the spec values', () => {
    expect(C.SMS_COUNTDOWN_S).toEqual({ employer: 30, student: 60 });
    expect(C.SMS_CODE_LENGTH).toBe(6);
    expect(C.PASSWORD_LENGTH).toEqual({ min: 6, max: 16 });
    expect(C.QR_POLL).toEqual({ intervalMs: 1000, durationMs: 60_000 });
    expect([C.REQUEST_TIMEOUT_MS, C.UPLOAD_TIMEOUT_MS]).toEqual([10_000, 15_000]);
    expect(C.HEADER_WIDTH_PX).toEqual({ normal: 1000, resume: 1200 });
    expect([C.DIALOG_WIDTH_PX, C.MODAL_BODY_PADDING_PX, C.SCHOOL_NAME_MAX_CHARS, C.K_THRESHOLD]).toEqual([522, 17, 20, 1000]);
    expect(C.AREA_CODES).toEqual(['86', '886']);
    expect(C.CONTACT_HOURS).toBe('9:00-18:00');
    expect(C.SESSION_LOAD_DELAYS_MS).toEqual([100, 200, 300, 1000]);
    expect(C.CHANNEL_FREEZE_HOURS).toBe(24);
    expect(C.HOME).toMatchObject({ categoriesPerPage: 21, maxRecruitingCompanies: 39, positionsPerChunk: 18, loadMoreOffsetPx: 300, positionsFirst: 20 });
    expect(C.HOME.zones).toEqual({ college: 12, company: 12, bigFour: 11, companyConfig: 8, jobFairPerSlide: 3, zoneThreeMax: 4, zoneFour: 12 });
    expect(C.COOKIE_DAYS).toEqual({ default: 30, student: 14, employer: 14, schoolLogin: 14, schoolOther: 30, channelOther: 1 });
  });
});
