/** The four platform keys, in the order the service lists them (decisions §1). */
export const PLATFORM_KEYS = ['assistant_a', 'assistant_b', 'assistant_c', 'aio'] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

export const SCAN_MODES = ['batch', 'full'] as const;
export type ScanMode = (typeof SCAN_MODES)[number];

export type PlatformScores = Record<PlatformKey, number>;
