import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocal } from './local-server.js';

type Json = Record<string, any>;

/** T-Bank's Token, written from its documentation apart from the server's own code. */
function token(params: Json, password: string): string {
  const values = Object.keys({ ...params, Password: password })
    .filter((key) => key !== 'Token' && !(params[key] !== null && typeof params[key] === 'object'))
    .sort()
    .map((key) => (key === 'Password' ? password : String(params[key])));
  return createHash('sha256').update(values.join('')).digest('hex');
}

export interface FakePayment {
  PaymentId: string;
  OrderId: string;
  Amount: number;
  CustomerKey?: string;
  Recurrent?: string;
  PayType?: string;
  Receipt?: Json;
  NotificationURL?: string;
  Status: string;
  RebillId?: string;
}

/**
 * A local T-Bank acquiring API v2: Init, Charge, GetState and Cancel as JSON over HTTP,
 * every request's Token checked with the terminal password; signed notifications made
 * the way T-Bank makes them. `chargeDelayMs` widens the window for races;
 * `loseChargeAnswers` charges but drops the answer.
 */
export async function startFakeTinkoff(terminalKey: string, password: string) {
  const payments = new Map<string, FakePayment>();
  const charges: Array<{ PaymentId: string; RebillId: string; OrderId: string; Amount: number; Status: string }> = [];
  const rejectedTokens: string[] = [];
  const settings = { failCharges: 0, chargeDelayMs: 0, loseChargeAnswers: 0 };
  /** Every method called, in order. */
  const methods: string[] = [];

  function route(method: string, body: Json): Json {
    const fail = (ErrorCode: string, Message: string) => ({
      Success: false,
      ErrorCode,
      Message,
      TerminalKey: terminalKey,
    });
    if (body.TerminalKey !== terminalKey || body.Token !== token(body, password)) {
      rejectedTokens.push(method);
      return fail('204', 'Неверный токен. Проверьте пару TerminalKey/SecretKey.');
    }
    if (method === 'Init') {
      if (!Number.isInteger(body.Amount)) return fail('3', 'Amount must be an integer number of kopecks');
      if (body.Receipt && !(body.Receipt.Email || body.Receipt.Phone))
        return fail('309', 'Receipt needs Email or Phone');
      const payment: FakePayment = {
        PaymentId: String(randomInt(1e9, 2e9)),
        OrderId: body.OrderId,
        Amount: body.Amount,
        CustomerKey: body.CustomerKey,
        Recurrent: body.Recurrent,
        PayType: body.PayType,
        Receipt: body.Receipt,
        NotificationURL: body.NotificationURL,
        Status: 'NEW',
      };
      payments.set(payment.PaymentId, payment);
      return {
        Success: true,
        ErrorCode: '0',
        TerminalKey: terminalKey,
        Status: 'NEW',
        PaymentId: payment.PaymentId,
        OrderId: body.OrderId,
        Amount: body.Amount,
        PaymentURL: `https://securepay.tinkoff.test/new/${payment.PaymentId}`,
      };
    }
    const payment = payments.get(String(body.PaymentId));
    if (!payment) return fail('7', 'Неверный статус транзакции');
    if (method === 'Charge') {
      const failed = settings.failCharges > 0;
      if (failed) settings.failCharges -= 1;
      payment.Status = failed ? 'REJECTED' : 'CONFIRMED';
      charges.push({
        PaymentId: payment.PaymentId,
        RebillId: body.RebillId,
        OrderId: payment.OrderId,
        Amount: payment.Amount,
        Status: payment.Status,
      });
      const answer = {
        TerminalKey: terminalKey,
        Status: payment.Status,
        PaymentId: payment.PaymentId,
        OrderId: payment.OrderId,
        Amount: payment.Amount,
      };
      return failed
        ? { ...answer, Success: false, ErrorCode: '1051', Message: 'Недостаточно средств на карте' }
        : { ...answer, Success: true, ErrorCode: '0' };
    }
    if (method === 'GetState') {
      return {
        Success: true,
        ErrorCode: '0',
        Message: 'OK',
        TerminalKey: terminalKey,
        Status: payment.Status,
        PaymentId: payment.PaymentId,
        OrderId: payment.OrderId,
        Amount: payment.Amount,
      };
    }
    if (method === 'Cancel') {
      payment.Status = 'REVERSED';
      return {
        Success: true,
        ErrorCode: '0',
        TerminalKey: terminalKey,
        Status: 'REVERSED',
        PaymentId: payment.PaymentId,
        OrderId: payment.OrderId,
      };
    }
    return fail('9999', `unknown method ${method}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const method = request.url!.replace(/^\/v2\//, '').replace(/\/$/, '');
    methods.push(method);
    if (method === 'Charge' && settings.chargeDelayMs) await new Promise((r) => setTimeout(r, settings.chargeDelayMs));
    const answer = route(method, JSON.parse(raw));
    if (method === 'Charge' && settings.loseChargeAnswers > 0) {
      // The charge happened, but its answer never reaches the caller (a dropped connection).
      settings.loseChargeAnswers -= 1;
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  }

  const server = await listenLocal(handle);

  return {
    url: `${server.origin}/v2`,
    payments,
    charges,
    rejectedTokens,
    settings,
    methods,
    /** A notification about a payment, as T-Bank posts it, signed (or signed with another password). */
    notification(paymentId: string, Status: string, extra: Json = {}, signWith = password): Json {
      const payment = payments.get(paymentId)!;
      const body: Json = {
        TerminalKey: terminalKey,
        OrderId: payment.OrderId,
        Success: Status !== 'REJECTED',
        Status,
        PaymentId: Number(paymentId),
        ErrorCode: Status === 'REJECTED' ? '1051' : '0',
        Amount: payment.Amount,
        CardId: 11111,
        Pan: '430000******0777',
        ExpDate: '1230',
        ...extra,
      };
      return { ...body, Token: token(body, signWith) };
    },
    /** The customer pays on the payment page; the card gets a RebillId when the payment was recurrent. */
    pay(paymentId: string) {
      const payment = payments.get(paymentId)!;
      payment.Status = payment.PayType === 'T' ? 'AUTHORIZED' : 'CONFIRMED';
      if (payment.Recurrent === 'Y') payment.RebillId = String(randomInt(1e9, 2e9));
      return payment;
    },
    close: server.close,
  };
}

export type FakeTinkoff = Awaited<ReturnType<typeof startFakeTinkoff>>;
