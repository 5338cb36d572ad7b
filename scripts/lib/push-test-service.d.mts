export interface PushTestSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}
export interface PushTestClient {
  origin: string;
  subscribe(applicationServerKey: string): Promise<PushTestSubscription>;
  notifications(clientHash: string): Promise<string[]>;
  expire(clientHash: string): Promise<unknown>;
}
export function pushTestServiceEntry(): string;
export function pushTestOrigin(port: number): string;
export function pushTestClient(origin: string): PushTestClient;
export function startPushTestService(options: {
  port: number;
  output?: (chunk: Buffer | string) => void;
}): Promise<PushTestClient & { child: unknown; stop(): Promise<void> }>;
