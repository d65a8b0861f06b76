import Papa from 'papaparse';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';

/**
 * The CSV of a list as a spreadsheet may open it: a cell that starts like a formula (=, +, -, @,
 * tab, carriage return) is written with a leading apostrophe, so it is shown, never run.
 */
export const toSafeCsv = (records: RaRecord[]) => Papa.unparse(records, { escapeFormulae: true });

/** The exporter of every list that offers react-admin's Export button. */
export const safeCsvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) =>
  downloadCSV(toSafeCsv(records), resource?.replaceAll('/', '-') ?? 'data');
