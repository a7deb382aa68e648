import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALIMTALK_TEMPLATES, renderAlimtalk } from '@wedding/domain/alimtalk-templates';

// The fake reads the header and counts bytes on its own, not through the client's code, so a mistake there
// cannot hide itself.
const findTemplate = (code: string) => Object.values(ALIMTALK_TEMPLATES).find((t) => t.code === code);
/** EUC-KR bytes: one for ASCII, two for Hangul and the rest of KS X 1001. */
const eucKrByteLength = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) < 0x80 ? 1 : 2), 0);
const parseSolapiAuthorization = (header: string | undefined) => {
  const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header ?? '');
  return m ? { apiKey: m[1]!, date: m[2]!, salt: m[3]!, signature: m[4]! } : null;
};

/** What the fake accepts: the server's ALIMTALK_* in tests and browser tests. */
export const FAKE_SOLAPI = {
  apiKey: 'NCSFAKEKEY0000001',
  apiSecret: 'fake-solapi-secret-0123456789abcdef',
  pfId: 'KA01PF-fake-wedding',
  sender: '0212345678',
} as const;

/** The ALIMTALK_* environment that points a server at the fake at `url`. */
export const fakeSolapiEnv = (url: string) => ({
  ALIMTALK_API_KEY: FAKE_SOLAPI.apiKey,
  ALIMTALK_API_SECRET: FAKE_SOLAPI.apiSecret,
  ALIMTALK_PF_ID: FAKE_SOLAPI.pfId,
  ALIMTALK_SENDER: FAKE_SOLAPI.sender,
  ALIMTALK_API_BASE_URL: url,
});

/** The refusals a test can stage for the next message (Solapi's documented status codes). */
export type FakeSolapiFailure = 'TEMPLATE_MISMATCH' | 'INVALID_NUMBER' | 'NOT_KAKAO_USER';
const STAGED: Record<FakeSolapiFailure, { statusCode: string; statusMessage: string; ataOnly: boolean }> = {
  TEMPLATE_MISMATCH: { statusCode: '1043', statusMessage: '등록한 템플릿과 내용이 다릅니다.', ataOnly: true },
  NOT_KAKAO_USER: { statusCode: '3104', statusMessage: '카카오톡 미사용자', ataOnly: true },
  INVALID_NUMBER: { statusCode: '3010', statusMessage: '수신번호 형식 오류', ataOnly: false },
};

/** One message the fake received, with the status it answered. */
export type FakeSolapiMessage = {
  messageId: string;
  to: string;
  from: string;
  type: string;
  text: string;
  subject?: string;
  customFields?: Record<string, string>;
  kakaoOptions?: {
    pfId: string;
    templateId: string;
    variables: Record<string, string>;
    buttons?: unknown[];
    disableSms?: boolean;
  };
  /** 2000 when accepted; else the refusal's code. */
  statusCode: string;
  statusMessage: string;
  /** Epoch ms. */
  at: number;
};

export type FakeSolapi = {
  url: string;
  /** Every message received, accepted or refused, oldest first. */
  messages(): FakeSolapiMessage[];
  /** The next message (the next 알림톡, for the Kakao refusals) is refused with Solapi's code for `kind`. */
  failNext(kind: FakeSolapiFailure): void;
  /** Answer 503 to everything until up(), or for `ms` when given (Solapi down). */
  down(ms?: number): void;
  up(): void;
  /**
   * The next accepted 알림톡 is reported refused later (GET /messages/v4/list) with Kakao's code for `kind`, as real
   * Solapi reports 3104 (not a KakaoTalk user) or 3107 (blocked) after accepting the message.
   */
  failLater(kind: 'NOT_KAKAO_USER' | 'BLOCKED'): void;
  /** The next send is taken at once but answered `ms` later (the caller times out though the message went). */
  answerLate(ms: number): void;
  /** How many calls were answered 503 because it was down: what an outage cost the provider. */
  downAnswers(): number;
  close(): Promise<void>;
};

const ACCEPTED = { statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ' };
const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/**
 * A local fake of Solapi's message API in its documented shapes: POST /messages/v4/send-many/detail
 * {messages, showMessageList} answered {groupInfo, failedMessageList, messageList}; HMAC-SHA256 API-key
 * authentication checked as Solapi documents it (403 {errorCode, errorMessage}: InvalidAPIKey,
 * SignatureDoesNotMatch, RequestTimeTooSkewed, DuplicatedSignature). An ATA message must be its registered
 * template word for word: the fake renders the registry's template (templateId = the registry code) with the
 * message's variables and refuses any difference with 1043. SMS over 90 bytes, LMS over 2,000, an LMS subject
 * over 40 bytes, a sender other than the registered one, a malformed number are refused with their codes.
 *
 * Control routes for a browser test's process (no authentication): GET /__fake/messages,
 * POST /__fake/fail-next {kind}, POST /__fake/down {ms?}, POST /__fake/up.
 *
 * Note: real Solapi reports Kakao's 3xxx refusals (e.g. 3104 not a KakaoTalk user) after accepting the message;
 * the fake answers a staged NOT_KAKAO_USER in the send answer, where our sender decides the failover.
 */
export function startFakeSolapi(): Promise<FakeSolapi> {
  const received: FakeSolapiMessage[] = [];
  const staged: FakeSolapiFailure[] = [];
  const usedSignatures = new Map<string, number>();
  let downUntil = 0;
  let refusedWhileDown = 0;
  const slowAnswers: number[] = [];
  const lateFailures: string[] = [];
  /** What GET /messages/v4/list reports per accepted message: 4000 received unless a late refusal was staged. */
  const reports = new Map<string, { statusCode: string; reason: string }>();
  const LATE = {
    NOT_KAKAO_USER: { statusCode: '3104', reason: '카카오톡 미사용자' },
    BLOCKED: { statusCode: '3107', reason: '72시간 이내 카카오톡 미사용자, 알림톡 차단한 사용자' },
  } as const;
  let sequence = 0;

  const nextId = (prefix: string) =>
    `${prefix}${Date.now().toString(36).toUpperCase()}${(++sequence).toString().padStart(8, '0')}`;

  const authError = (header: string | undefined): { errorCode: string; errorMessage: string } | null => {
    const auth = parseSolapiAuthorization(header);
    if (!auth || auth.apiKey !== FAKE_SOLAPI.apiKey)
      return { errorCode: 'InvalidAPIKey', errorMessage: '유효한 API Key가 아닙니다.' };
    const at = Date.parse(auth.date);
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > FIFTEEN_MINUTES_MS)
      return { errorCode: 'RequestTimeTooSkewed', errorMessage: '시간 값이 서버 시간을 15분 이상 벗어났습니다.' };
    const expected = createHmac('sha256', FAKE_SOLAPI.apiSecret)
      .update(auth.date + auth.salt)
      .digest('hex');
    if (auth.salt.length < 12 || auth.salt.length > 64 || auth.signature !== expected)
      return { errorCode: 'SignatureDoesNotMatch', errorMessage: '생성한 Signature가 일치하지 않습니다.' };
    for (const [signature, usedAt] of usedSignatures)
      if (Date.now() - usedAt > FIFTEEN_MINUTES_MS) usedSignatures.delete(signature);
    if (usedSignatures.has(auth.signature))
      return { errorCode: 'DuplicatedSignature', errorMessage: '15분 안에 동일한 signature 값입니다.' };
    usedSignatures.set(auth.signature, Date.now());
    return null;
  };

  /** The status Solapi would give one message on registration. */
  const judge = (m: FakeSolapiMessage): { statusCode: string; statusMessage: string } => {
    const next = staged[0];
    if (next && (!STAGED[next].ataOnly || m.type === 'ATA')) {
      staged.shift();
      return STAGED[next];
    }
    if (!/^0\d{8,10}$/.test(m.to)) return STAGED.INVALID_NUMBER;
    if (m.from !== FAKE_SOLAPI.sender) return { statusCode: '1062', statusMessage: '발신번호 미등록' };
    if (m.type === 'SMS') {
      if (m.subject !== undefined)
        return { statusCode: '1013', statusMessage: "제목은 문자 타입이 'SMS'일 경우 사용이 불가능합니다." };
      if (eucKrByteLength(m.text) > 90)
        return { statusCode: '1031', statusMessage: 'SMS는 90byte까지 사용 가능합니다.' };
      return ACCEPTED;
    }
    if (m.type === 'LMS') {
      if (m.subject !== undefined && eucKrByteLength(m.subject) > 40)
        return { statusCode: '1014', statusMessage: '제목은 40byte까지 사용 가능합니다.' };
      if (eucKrByteLength(m.text) > 2000)
        return { statusCode: '1031', statusMessage: 'LMS는 2000byte까지 사용 가능합니다.' };
      return ACCEPTED;
    }
    if (m.type !== 'ATA') return { statusCode: '1025', statusMessage: '잘못된 메시지 타입' };
    const options = m.kakaoOptions;
    if (!options || options.pfId !== FAKE_SOLAPI.pfId)
      return { statusCode: '1041', statusMessage: '유효한 플러스 친구 값이 아닙니다.' };
    const template = findTemplate(options.templateId);
    if (!template) return { statusCode: '1042', statusMessage: '유효한 템플릿 아이디가 아닙니다.' };
    const values = Object.fromEntries(
      Object.entries(options.variables ?? {}).map(([key, value]) => [key.replace(/^#\{(.*)\}$/, '$1'), value]),
    );
    const rendered = renderAlimtalk(template, values);
    if (!rendered.ok || rendered.message.text !== m.text) return STAGED.TEMPLATE_MISMATCH;
    const buttons = rendered.message.buttons.map((b) => ({
      buttonName: b.name,
      buttonType: b.type,
      linkMo: b.urlMobile,
      linkPc: b.urlPc,
    }));
    if (JSON.stringify(options.buttons ?? []) !== JSON.stringify(buttons))
      return { statusCode: '1044', statusMessage: '유효한 버튼 값이 아닙니다.' };
    return ACCEPTED;
  };

  const send = (body: Record<string, unknown>) => {
    const groupId = nextId('G4V');
    const messageList: Record<string, unknown>[] = [];
    const failedMessageList: Record<string, unknown>[] = [];
    for (const raw of (body.messages as Record<string, unknown>[] | undefined) ?? []) {
      const m: FakeSolapiMessage = {
        messageId: nextId('M4V'),
        to: String(raw.to ?? ''),
        from: String(raw.from ?? ''),
        type: String(raw.type ?? ''),
        text: String(raw.text ?? ''),
        ...(raw.subject === undefined ? {} : { subject: String(raw.subject) }),
        ...(raw.customFields ? { customFields: raw.customFields as Record<string, string> } : {}),
        ...(raw.kakaoOptions ? { kakaoOptions: raw.kakaoOptions as FakeSolapiMessage['kakaoOptions'] } : {}),
        ...ACCEPTED,
        at: Date.now(),
      };
      Object.assign(m, judge(m));
      received.push(m);
      const item = {
        to: m.to,
        from: m.from,
        type: m.type,
        country: '82',
        messageId: m.messageId,
        statusCode: m.statusCode,
        statusMessage: m.statusMessage,
        accountId: 'fake-account',
      };
      (m.statusCode === '2000' ? messageList : failedMessageList).push(item);
      if (m.statusCode === '2000') {
        const late = m.type === 'ATA' ? lateFailures.shift() : undefined;
        reports.set(m.messageId, late ? LATE[late as keyof typeof LATE] : { statusCode: '4000', reason: '수신완료' });
      }
    }
    const total = messageList.length + failedMessageList.length;
    return {
      groupInfo: {
        groupId,
        _id: groupId,
        status: 'SENDING',
        count: { total, registeredSuccess: messageList.length, registeredFailed: failedMessageList.length },
      },
      failedMessageList,
      ...(body.showMessageList ? { messageList } : {}),
    };
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const write = (status: number, payload: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      return write(400, { errorCode: 'ValidationError', errorMessage: 'JSON 형식이 아닙니다.' });
    }
    if (req.method === 'GET' && req.url === '/__fake/messages') return write(200, { messages: received });
    if (req.method === 'POST' && req.url === '/__fake/fail-next') {
      if (!(String(body.kind) in STAGED)) return write(400, { errorCode: 'ValidationError', errorMessage: 'kind' });
      staged.push(body.kind as FakeSolapiFailure);
      return write(200, { staged });
    }
    if (req.method === 'POST' && req.url === '/__fake/down') {
      downUntil = typeof body.ms === 'number' ? Date.now() + body.ms : Number.POSITIVE_INFINITY;
      return write(200, { down: true });
    }
    if (req.method === 'POST' && req.url === '/__fake/up') {
      downUntil = 0;
      return write(200, { down: false });
    }
    if (Date.now() < downUntil) {
      refusedWhileDown += 1;
      return write(503, { errorCode: 'ServiceUnavailable', errorMessage: '일시적으로 서비스를 이용할 수 없습니다.' });
    }
    const refused = authError(req.headers.authorization);
    if (refused) return write(403, refused);
    if (req.method === 'POST' && req.url === '/messages/v4/send-many/detail') {
      const answer = send(body);
      // Taken, then answered late (a slow Solapi): the caller's timeout fires although the message went.
      const delay = slowAnswers.shift();
      if (delay) {
        setTimeout(() => write(200, answer), delay);
        return;
      }
      return write(200, answer);
    }
    if (req.method === 'GET' && req.url?.startsWith('/messages/v4/list?')) {
      const query = new URL(req.url, 'http://fake').searchParams;
      if (query.get('criteria') === 'to,dateCreated' && query.get('cond') === 'eq,gte') {
        const [to = '', since = ''] = (query.get('value') ?? '').split(',');
        const from = Date.parse(since);
        const listed = received.filter((m) => m.to === to && m.at >= from).slice(-Number(query.get('limit') ?? 20));
        return write(200, {
          startKey: null,
          limit: listed.length,
          messageList: Object.fromEntries(
            listed.map((m) => [
              m.messageId,
              {
                messageId: m.messageId,
                type: m.type,
                to: m.to,
                from: m.from,
                statusCode: reports.get(m.messageId)?.statusCode ?? m.statusCode,
                customFields: m.customFields ?? {},
                dateCreated: new Date(m.at).toISOString(),
              },
            ]),
          ),
        });
      }
      const id = query.get('criteria') === 'messageId' && query.get('cond') === 'eq' ? query.get('value') : null;
      const found = id ? received.find((m) => m.messageId === id) : undefined;
      const report = id ? reports.get(id) : undefined;
      const messageList =
        found && report
          ? {
              [found.messageId]: {
                messageId: found.messageId,
                type: found.type,
                to: found.to,
                from: found.from,
                statusCode: report.statusCode,
                reason: report.reason,
              },
            }
          : {};
      return write(200, { startKey: null, limit: 20, messageList });
    }
    write(404, { errorCode: 'NotFound', errorMessage: 'not found' });
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => handle(req, res, raw));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        messages: () => [...received],
        failNext: (kind) => {
          staged.push(kind);
        },
        down: (ms) => {
          downUntil = ms === undefined ? Number.POSITIVE_INFINITY : Date.now() + ms;
        },
        up: () => {
          downUntil = 0;
        },
        downAnswers: () => refusedWhileDown,
        answerLate: (ms) => {
          slowAnswers.push(ms);
        },
        failLater: (kind) => {
          lateFailures.push(kind);
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
