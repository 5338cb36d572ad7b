// Turns the figures of run.mjs into the Markdown report, each figure next to its reference.
import { readFileSync } from 'node:fs';
import { METRICS } from './lighthouse.mjs';
import { kb, ms, ratio, Report, table } from './report.mjs';
import { renderRolling } from './rolling.mjs';
import { renderTown } from './town.mjs';
import { renderFirstTap } from './first-tap.mjs';

const REF_REACT = 'reference: React 19 hello, no federation';

const failed = (result) =>
  result?.error ? `**failed**\n\n\`\`\`text\n${result.error}\n\`\`\`` : null;
/** The first line of an error, short enough for a table cell. */
const short = (text) => {
  const line = text.split('\n')[0];
  return line.length > 110 ? `${line.slice(0, 109)}…` : line;
};
const when = (iso) => iso.slice(0, 16).replace('T', ' ');

function bundleBuilds(bundle) {
  const ref = bundle.reference;
  const row = (name, s, built = s?.builtAt ? when(s.builtAt) : '') =>
    s
      ? [
          name,
          built,
          s.jsFiles,
          kb(s.jsRaw),
          kb(s.jsGzip),
          ratio(s.jsGzip, ref?.jsGzip),
          kb(s.cssRaw),
          kb(s.cssGzip),
        ]
      : [name, 'no build', '', '', '', '', '', ''];
  const apps = Object.entries(bundle.apps);
  const total = { jsFiles: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  for (const [, s] of apps) for (const k of Object.keys(total)) total[k] += s?.[k] ?? 0;
  return table(
    ['app (dist/, UTC)', 'built', 'JS files', 'JS raw', 'JS gzip', '× ref', 'CSS raw', 'CSS gzip'],
    [
      ...apps.map(([name, s]) => row(name, s)),
      row('all five apps', total),
      // Built by this run (webpack leaves unchanged files as they were: their dates say nothing).
      ...(ref ? [row(REF_REACT, ref, 'this run')] : []),
    ],
  );
}

/** Goals and CI budgets of the first loads, KB gzip (the guard is e2e/tests/first-load-budget.spec.ts). */
const FIRST_LOAD = JSON.parse(
  readFileSync(new URL('../first-load-budgets.json', import.meta.url), 'utf8'),
);
const goalOf = (l) => {
  // Signed in, the Firebase Auth SDK is a fixed cost: goals and budgets of their own.
  const signedIn = Boolean(l.signedIn);
  const goal = (signedIn ? FIRST_LOAD.signedInGoalsKb : FIRST_LOAD.goalsKb)[l.goal];
  if (!goal) return '';
  const within = l.gzip <= goal * 1024 ? 'met' : `${kb(l.gzip - goal * 1024)} over`;
  // A phone's screen has budgets of its own (no map library on the listings pages).
  const budgets = signedIn
    ? l.phone
      ? FIRST_LOAD.signedInPhoneBudgetsKb
      : FIRST_LOAD.signedInBudgetsKb
    : l.phone
      ? FIRST_LOAD.phoneBudgetsKb
      : FIRST_LOAD.budgetsKb;
  return `${kb(goal * 1024)} (${within}; CI budget ${kb(budgets[l.goal] * 1024)})`;
};

function coldLoads(loads) {
  const ref = loads.find((l) => l.reference)?.gzip;
  return table(
    ['cold load', 'scripts', 'JS raw', 'JS gzip', 'goal', '× ref', 'gzip by server'],
    loads.map((l) =>
      l.error
        ? [l.page, '', '', '', '', '', `failed: ${short(l.error)}`]
        : [
            l.page,
            l.scripts,
            kb(l.raw),
            kb(l.gzip),
            goalOf(l),
            l.reference ? '' : ratio(l.gzip, ref),
            Object.entries(l.byServer)
              .map(([name, bytes]) => `${name} ${kb(bytes)}`)
              .join(', '),
          ],
    ),
  );
}

function lighthouse(byPreset) {
  return Object.entries(byPreset)
    .map(([preset, pages]) => {
      const rows = pages.map((p) =>
        p.error
          ? [p.page, 'failed', short(p.error), '', '', '', '']
          : [
              p.page,
              p.score ?? '–',
              ...METRICS.map(([name]) =>
                name === 'CLS' ? (p.CLS === null ? '–' : p.CLS.toFixed(3)) : ms(p[name]),
              ),
            ],
      );
      const warnings = pages.flatMap((p) => (p.warnings ?? []).map((w) => `- ${p.page}: ${w}`));
      const runs = pages.find((p) => p.runs)?.runs ?? 1;
      return [
        `### ${preset} (${runs === 1 ? '1 run' : `median of ${runs} runs`})`,
        table(['page', 'score', ...METRICS.map(([name]) => name)], rows),
        ...(warnings.length ? [`Lighthouse warnings:\n\n${warnings.join('\n')}`] : []),
      ].join('\n\n');
    })
    .join('\n\n');
}

const thousands = (n) => n.toLocaleString('en-US');

/** The requests a minute of one reader with a chat open, stream refused vs up, and the saving. */
function livePolls(p) {
  const { refused, up, saved } = p;
  const perMinute = (c, seconds) => (Math.round((c / seconds) * 600) / 10).toString();
  const keys = [...new Set([...Object.keys(refused.counts), ...Object.keys(up.counts)])].sort();
  const rows = keys.map((key) => {
    const a = refused.counts[key] ?? 0;
    const b = up.counts[key] ?? 0;
    return [key, a, b, perMinute(a, refused.seconds), perMinute(b, up.seconds)];
  });
  rows.push([
    'all but the stream',
    refused.total,
    up.total,
    refused.perMinute.toString(),
    up.perMinute.toString(),
  ]);
  const lost = up.streamsLost ? ` The stream was lost ${up.streamsLost}× in the window.` : '';
  return [
    table(
      [
        'requests (one reader, chat open)',
        `refused: count in ${refused.seconds} s`,
        `up: count in ${up.seconds} s`,
        'refused: a minute',
        'up: a minute',
      ],
      rows,
    ),
    `Saved: **${saved.perMinute} requests a minute for one reader (${saved.percent ?? '–'} %)**, ` +
      `≈ ${thousands(saved.atUsersPerMinute)} requests a minute saved at ${thousands(p.users)} users ` +
      `(the streams figure's count). "refused": \`/api/events\` answered 503 with Retry-After: 3600, ` +
      `so the client polls at the spec's intervals; "up": the stream open (answers ` +
      `${up.streamAnswers.join(', ')}). Both cases at once, ${p.windowSeconds} s each ` +
      `(LIVE_POLL_SECONDS), counted after the chat's first load.${lost}`,
  ].join('\n\n');
}

const block = (text) => `\`\`\`text\n${text}\n\`\`\``;

/** @param {object} results the figures of one run (report.json) */
export function render(results) {
  const report = new Report();
  const { machine, sections } = results;
  report.add(
    [
      '# pnpm bench',
      '',
      `${results.date} · ${results.commit ? `commit ${results.commit} · ` : ''}Node ${machine.node} · ` +
        `${machine.cpus} CPUs · load average ${machine.loadAverage.join(' / ')} at start · took ${results.seconds} s` +
        (results.lockWaitSeconds > 5
          ? ` (${results.lockWaitSeconds} s of it waiting for the e2e lock)`
          : ''),
      '',
      'Every figure stands next to a reference measured in the same run, on the same (shared) machine: ' +
        'compare ratios, not absolute figures across runs. See bench/README.md.',
    ].join('\n'),
  );

  const b = sections.bundle;
  if (b) {
    const parts = [];
    if (b.builds)
      parts.push(
        `Builds: ${b.builds.built ? `pnpm build took ${b.builds.seconds} s` : 'measured as found in dist/'}.`,
      );
    if (b.apps) parts.push(bundleBuilds(b));
    if (b.loads) parts.push(Array.isArray(b.loads) ? coldLoads(b.loads) : failed(b.loads));
    parts.push(failed(b) ?? '');
    report.section('1. Bundle sizes', parts.filter(Boolean).join('\n\n'));
  }
  const lh = sections.lighthouse;
  if (lh)
    report.section('2. Lighthouse (performance category)', failed(lh) ?? lighthouse(lh.presets));
  const api = sections.api;
  if (api)
    report.section('3. API load (server/bench/api-bench.ts)', failed(api) ?? block(api.table));
  const scale = sections.scale;
  if (scale)
    report.section(
      '3b. Scale-out: one vs two API instances (server/bench/scale-bench.ts)',
      failed(scale) ?? block(scale.table),
    );
  const live = sections.live;
  if (live)
    report.section(
      '3c. Live events: idle streams per API instance, poll requests saved',
      [
        'Idle streams (server/bench/live-bench.ts):',
        failed(live) ?? block(live.table),
        'Poll requests, measured in Chromium on the composed site (bench/lib/live-polls.mjs):',
        live.polls ? (failed(live.polls) ?? livePolls(live.polls)) : 'not measured',
      ].join('\n\n'),
    );
  const mail = sections.mail;
  if (mail)
    report.section(
      '3d. Message e-mail: unread message → e-mail (server/bench/mail-bench.ts)',
      failed(mail) ?? block(mail.table),
    );
  const push = sections.push;
  if (push)
    report.section('4c. Web Push (server/bench/push-bench.ts)', failed(push) ?? block(push.table));
  const soak = sections.soak;
  if (soak) report.section('5. Soak (server/bench/soak.ts)', failed(soak) ?? block(soak.table));
  const ui = sections.listings;
  if (ui) {
    report.section(
      '4. Listings UI (mf-listings/bench/listings-bench.mjs)',
      failed(ui) ?? (ui.skipped ? `skipped (${ui.skipped})` : block(ui.table)),
    );
  }
  const town = sections.town;
  if (town)
    report.section(
      '6. The town: 5,000 listings on the real server (bench/lib/town.mjs)',
      failed(town) ?? renderTown(town),
    );
  const tap = sections.tap;
  if (tap)
    report.section(
      '8. Paint → first working tap on a phone (bench/lib/first-tap.mjs)',
      failed(tap) ?? renderFirstTap(tap),
    );
  const rolling = sections.rolling;
  if (rolling)
    report.section(
      '7. Rolling deploy, instances and the compiled server (bench/lib/rolling.mjs)',
      failed(rolling) ?? renderRolling(rolling),
    );
  return report.toString();
}
