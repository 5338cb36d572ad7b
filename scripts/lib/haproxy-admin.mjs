// HAProxy's runtime API (its admin socket, `stats socket … level admin` in lib/haproxy.mjs): what a
// rolling deploy asks the balancer — take one instance out of rotation without cutting what it
// holds (`drain`), see how many requests it still has, put it back (`ready`).
import net from 'node:net';

/**
 * @param {string} socketPath
 * @param {string} command
 * @returns {Promise<string>}
 */
function sendOnce(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy(new Error(`haproxy: no answer to "${command}"`)));
    socket.once('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    // (`on`: a refused write can be followed by a reset; each is this one failure.)
    socket.on('error', reject);
    socket.once('close', (hadError) => hadError || resolve(answer));
  });
}

/**
 * Sends one command and resolves with HAProxy's whole answer (it closes the socket after it). A
 * busy HAProxy may drop a connection to its socket: tried three times.
 * @param {string} socketPath
 * @param {string} command
 * @returns {Promise<string>}
 */
export async function adminCommand(socketPath, command) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(socketPath, command);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

/**
 * The backend's servers as `show stat` reports them: name, status (UP, DOWN, DRAIN, MAINT, with a
 * transition such as "UP 1/2"), current sessions (requests and streams it holds).
 * @param {string} socketPath
 * @param {string} backend
 * @returns {Promise<Map<string, { status: string, sessions: number }>>}
 */
export async function serverStats(socketPath, backend) {
  const csv = await adminCommand(socketPath, 'show stat');
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  /** @param {string} name */
  const at = (name) => columns.indexOf(name);
  /** @type {Map<string, { status: string, sessions: number }>} */
  const servers = new Map();
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[at('pxname')] !== backend) continue;
    // `show stat` rows have every column of its header.
    const name = /** @type {string} */ (cells[at('svname')]);
    if (name === 'BACKEND' || name === 'FRONTEND') continue;
    servers.set(name, {
      status: /** @type {string} */ (cells[at('status')]),
      sessions: Number(cells[at('scur')]),
    });
  }
  return servers;
}

/**
 * `set server <backend>/<server> state <state>`; throws on anything but HAProxy's empty "done".
 * @param {string} socketPath
 * @param {string} backend
 * @param {string} server
 * @param {'ready' | 'drain' | 'maint'} state
 */
export async function setServerState(socketPath, backend, server, state) {
  const answer = (
    await adminCommand(socketPath, `set server ${backend}/${server} state ${state}`)
  ).trim();
  if (answer) throw new Error(`haproxy: set server ${backend}/${server} state ${state}: ${answer}`);
}
