import type { AgentStatementLine } from '@thwa/domain/contracts/agent-account';

/** `/account/statement`: the agency's statement as its agent and their sub-agents read it. */
export type StatementPageData =
  | {
      kind: 'ready';
      title: string;
      /** A sub-agent reads their agency's statement, not one of their own. */
      forAgency: boolean;
      creditLimit: number;
      owed: number;
      overpaid: number;
      available: number;
      lines: AgentStatementLine[];
      more: boolean;
    }
  | { kind: 'failed'; title: string; message: string };
