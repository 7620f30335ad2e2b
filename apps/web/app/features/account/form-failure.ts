/** What a page shows for a failed call: the api's message under its field, or in the alert. */
export interface FormFailure {
  message: string;
  field: string | null;
}
