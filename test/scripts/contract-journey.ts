import { contractProposal } from '../../scripts/contract/proposal'
import { runContract, type ContractReport } from '../../scripts/contract/run-contract'
import { ukToday } from '../../src/domain/clock'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from '../mock-server/server/running-server'

/** The mock insurer as `npm start` runs it: the real clock, no scenario a request may choose. */
export const startInsurer = (label: string): Promise<RunningServer> =>
  startServer(tempStoreFile(label), { now: () => new Date().toISOString(), requestScenarios: false })

/** Stops a server started by `startInsurer` and removes its store. */
export const stopInsurer = async (server: RunningServer): Promise<void> => {
  await server.close()
  removeStoreFolder(server.storeFile)
}

/** The conformance run's journey against `base`, with its own rider's answers for today. */
export const runJourney = (base: string): Promise<ContractReport> =>
  runContract({ base, proposal: contractProposal(ukToday(new Date().toISOString())) })
