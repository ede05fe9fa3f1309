import type { ReactNode } from 'react';

/** This feature's page per route path, each a lazy chunk (filled as its pages are built). */
export const pages: Partial<Record<string, ReactNode>> = {};
