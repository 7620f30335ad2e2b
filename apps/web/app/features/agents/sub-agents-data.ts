import type { FormFailure } from '../account/form-failure.ts';

export interface SubAgentView {
  subAgentId: string;
  name: string;
  contact: string;
  status: 'active' | 'deactivated';
}

export interface SubAgentListData {
  kind: 'list';
  title: string;
  subAgents: SubAgentView[];
  notice: string | null;
  error: string | null;
}

export interface SubAgentFormValues {
  firstName: string;
  lastName: string;
  contact: string;
}

export interface SubAgentFormData {
  kind: 'form';
  title: string;
  subAgentId: string | null;
  values: SubAgentFormValues;
  error: string | null;
}

export interface SubAgentActionData {
  values?: SubAgentFormValues;
  fieldErrors?: Record<string, string>;
  error?: FormFailure;
  /** The list's status toggle: which sub-agent changed and how it reads now. */
  changed?: string;
}
