import { expect } from 'chai'
import pg from 'pg'
import { freshPostgresDatabase, testDatabaseUrl } from '../setup/test-postgres'

const withClient = async <T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}

const databaseExists = async (url: string): Promise<boolean> =>
  withClient(testDatabaseUrl(), async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [new URL(url).pathname.slice(1)])).rowCount === 1)

describe('the test PostgreSQL server', () => {
  it('is reachable at TEST_DATABASE_URL and keeps what is written to it', async () => {
    await withClient(testDatabaseUrl(), async (client) => {
      await client.query('CREATE TEMPORARY TABLE probe (id serial PRIMARY KEY, note text NOT NULL)')
      await client.query('INSERT INTO probe (note) VALUES ($1)', ['written'])
      const { rows } = await client.query<{ note: string }>('SELECT note FROM probe')
      expect(rows).to.deep.equal([{ note: 'written' }])
    })
  })

  it("is Debian 12's PostgreSQL 15 or newer", async () => {
    const version = await withClient(testDatabaseUrl(), async (client) => (await client.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]?.server_version_num)
    expect(Number(version)).to.be.at.least(150000)
  })

  describe('when a suite asks for a fresh database', () => {
    it('gets an empty database of its own, gone once dropped', async () => {
      const first = await freshPostgresDatabase()
      const second = await freshPostgresDatabase()
      try {
        expect(first.url).not.to.equal(second.url)
        await withClient(first.url, (client) => client.query('CREATE TABLE claims (id int PRIMARY KEY)'))
        const tables = await withClient(second.url, async (client) => (await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).rowCount)
        expect(tables).to.equal(0)
      } finally {
        await first.drop()
        await second.drop()
      }
      expect(await databaseExists(first.url)).to.equal(false)
    })

    it('can drop it while a connection is still open', async () => {
      const db = await freshPostgresDatabase()
      const lingering = new pg.Client({ connectionString: db.url })
      lingering.on('error', () => undefined)
      await lingering.connect()
      await db.drop()
      await lingering.end().catch(() => undefined)
      expect(await databaseExists(db.url)).to.equal(false)
    })
  })
})
