// Types for the switch font's writer, which its test reads.

export const ODIA_NAME: string;
export const ODIA_NAME_FONT: string;
export function odiaNameFont(): Promise<Buffer>;
