// A partner's program: imports only the built SDK, compiled under `strict` outside the repository
// by test/sdk.e2e-spec.ts, then run against a real stack. No cast anywhere: the types narrow.
import {
  addTopic,
  createPersona,
  createVisibilityClient,
  getAccount,
  getPublicScore,
  getReport,
  getScanStatus,
  getTrends,
  listPersonas,
  listScans,
  listTopics,
  scanEvents,
  triggerScan,
} from '@brand-visibility/sdk';

const client = createVisibilityClient({ apiKey: process.env.VIS_API_KEY, baseUrl: process.env.VIS_BASE_URL });
const fail = (what: string, error: unknown): never => {
  throw new Error(`${what}: ${JSON.stringify(error)}`);
};

const started = await triggerScan({ client, body: { url: 'https://www.consumer-brand.example', maxQueries: 8 } });
if (!started.data) throw fail('trigger', started.error);
const syntheticId = started.data.syntheticId;

let overallScore = -1;
for (let i = 0; i < 240 && overallScore < 0; i++) {
  const poll = await getScanStatus({ client, query: { syntheticId } });
  if (!poll.data) throw fail('poll', poll.error);
  if (poll.data.state === 'available')
    overallScore = poll.data.overallScore; // a number, not number | undefined
  else if (poll.data.state === 'failed') throw fail('scan', poll.data.message);
  else await new Promise((r) => setTimeout(r, 250));
}

// The event stream opens with the agent's current state: here the completed scan, typed.
let streamedScore = -1;
for await (const event of scanEvents({ client, syntheticId })) {
  if (event.event === 'completed') {
    streamedScore = event.data.overallScore;
    break;
  }
}

const report = await getReport({ client, query: { syntheticId } });
if (!report.data) throw fail('report', report.error);
const topic = await addTopic({
  client,
  body: { syntheticId, name: 'Pricing', queries: [{ query: 'Is it worth it?' }] },
});
if (!topic.data) throw fail('topic', topic.error);
const topics = await listTopics({ client, query: { syntheticId } });
const persona = await createPersona({ client, body: { syntheticId, name: 'Careful buyer' } });
const personas = await listPersonas({ client, query: { syntheticId } });
const account = await getAccount({ client });
const history = await listScans({ client, query: { syntheticId } });
const trends = await getTrends({ client, query: { syntheticId } });
const score = await getPublicScore({ client, query: { slug: 'no-such-brand-anywhere' } });
const notFound = score.error && score.error.code === 'NOT_FOUND' ? score.error.error : null;
const bad = await triggerScan({ client, body: { syntheticId: 0 } });
const details = bad.error && bad.error.code === 'VALIDATION_ERROR' ? (bad.error.details ?? []).length : -1;

console.log(
  JSON.stringify({
    syntheticId,
    overallScore,
    streamedScore,
    reportRuns: report.data.queryResults.length,
    topicCreated: topic.data.topic.name,
    topicCount: topics.data?.topicCount,
    persona: persona.data?.persona.name,
    personaCount: personas.data?.personaCount,
    creditBalance: account.data?.creditBalance,
    historyScans: history.data?.scans.length,
    trendScans: trends.data?.scans,
    notFound,
    details,
  }),
);
