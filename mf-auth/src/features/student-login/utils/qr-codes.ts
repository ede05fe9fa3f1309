/** loginbyqrcode answers while waiting and at the end (docs/api-auth.md). */
export const QR_CODE = { waiting: 20101, scanned: 20102, expired: 20103 } as const;
