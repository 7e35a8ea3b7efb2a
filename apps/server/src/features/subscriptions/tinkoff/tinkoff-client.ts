import { tinkoffToken } from './tinkoff-token.js';

export interface TinkoffAnswer {
  Success: boolean;
  ErrorCode: string;
  Message?: string;
  Details?: string;
  Status?: string;
  PaymentId?: string | number;
  PaymentURL?: string;
  [key: string]: unknown;
}

export class TinkoffError extends Error {
  constructor(
    readonly method: string,
    readonly answer: TinkoffAnswer,
  ) {
    super(`Tinkoff ${method} failed: ${answer.ErrorCode} ${answer.Message ?? ''}`.trim());
  }
}

const TIMEOUT_MS = 20_000;

/** Acquiring API v2 over HTTPS JSON: every call signed with the terminal's Token. */
export function tinkoffClient(options: { apiUrl: string; terminalKey: string; password: string }) {
  return async function call(
    method: 'Init' | 'Charge' | 'Cancel' | 'GetState',
    params: Record<string, unknown>,
  ): Promise<TinkoffAnswer> {
    const body = { TerminalKey: options.terminalKey, ...params };
    const response = await fetch(`${options.apiUrl}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, Token: tinkoffToken(body, options.password) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new TinkoffError(method, { Success: false, ErrorCode: `HTTP ${response.status}` });
    return (await response.json()) as TinkoffAnswer;
  };
}

export type TinkoffCall = ReturnType<typeof tinkoffClient>;
