/**
 * Tabletop Simulator's External Editor API (api.tabletopsimulator.com/externaleditorapi), the
 * protocol of TTS's Atom plugin and the VS Code extensions: TTS listens on 127.0.0.1:39999, the
 * editor on 127.0.0.1:39998, one JSON message a connection. Message IDs: docs/tools.md.
 */
import { createConnection, createServer, type Server, type Socket } from "node:net";

export const TTS_PORT = 39999;
export const EDITOR_PORT = 39998;
export const LOOPBACK = "127.0.0.1";

export interface ScriptState {
  guid: string;
  script: string;
  ui: string;
}

export interface SaveAndPlay {
  messageID: 1;
  scriptStates: ScriptState[];
}

/** What TTS sends to the editor. */
export type FromTts =
  | { messageID: 0; scriptStates: { name?: string; guid: string; script?: string; ui?: string }[] }
  | { messageID: 1; scriptStates: { name?: string; guid: string; script?: string; ui?: string }[] }
  | { messageID: 2; message: string }
  | { messageID: 3; error: string; guid: string; errorMessagePrefix?: string }
  | { messageID: 4; customMessage: unknown }
  | { messageID: 5; returnValue: unknown }
  | { messageID: 6 }
  | { messageID: 7; guid: string };

/** Why a message could not be sent: one sentence for the user. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly code: "refused" | "timeout" | "other",
  ) {
    super(message);
  }
}

/** Opens a connection to TTS, writes the message and closes the connection; resolves once it is written. */
export function sendToTts(message: object, options: { port?: number; timeoutMs?: number } = {}): Promise<void> {
  const port = options.port ?? TTS_PORT;
  const timeoutMs = options.timeoutMs ?? 5000;
  const where = `${LOOPBACK}:${port}`;
  return new Promise((resolveSend, reject) => {
    let settled = false;
    const socket = createConnection({ host: LOOPBACK, port });
    const fail = (e: SendError) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(e);
    };
    const timer = setTimeout(
      () => fail(new SendError(`Tabletop Simulator did not take the scripts on ${where} within ${timeoutMs / 1000} s.`, "timeout")),
      timeoutMs,
    );
    socket.once("error", (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (e.code === "ECONNREFUSED")
        fail(
          new SendError(`No game is listening on ${where}: start Tabletop Simulator and load the Jukas save, then push again.`, "refused"),
        );
      else fail(new SendError(`Could not send to Tabletop Simulator on ${where}: ${e.message}.`, "other"));
    });
    socket.once("connect", () => {
      // One message per connection, and the end of the connection ends the message.
      socket.end(JSON.stringify(message), () => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolveSend();
        // TTS closes its side once it has read the message; don't wait on it for long.
        setTimeout(() => socket.destroy(), 2000).unref();
      });
    });
  });
}

export interface EditorListener {
  port: number;
  close(): Promise<void>;
}

/**
 * Listens where TTS sends its messages; `onMessage` gets each one when its connection ends.
 * A text that is not JSON goes to `onBadMessage`. Rejects with the error (EADDRINUSE when
 * another editor holds the port).
 */
export function listenForTts(
  onMessage: (m: FromTts) => void,
  options: { port?: number; onBadMessage?: (text: string) => void } = {},
): Promise<EditorListener> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      sockets.delete(socket);
      const text = Buffer.concat(chunks).toString("utf8").trim();
      if (text === "") return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        options.onBadMessage?.(text);
        return;
      }
      if (parsed && typeof parsed === "object" && typeof (parsed as { messageID?: unknown }).messageID === "number")
        onMessage(parsed as FromTts);
      else options.onBadMessage?.(text);
    });
  });
  return new Promise((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? EDITOR_PORT, LOOPBACK, () => {
      server.off("error", reject);
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : (options.port ?? EDITOR_PORT);
      resolveListen({
        port,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
