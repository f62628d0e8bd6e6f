import { reportPresetRange, type ReportPreset } from '@domain/reports';
import { useState } from 'react';

/** A report's date range: a preset of behaviour.md "Reports / Reports screen", or a custom range of London dates. */
export interface ReportRangeValue {
  preset: ReportPreset | 'custom';
  from: string;
  to: string;
}

/** The range state of one report tab, starting at a preset resolved against the current time. */
export function useReportRange(initial: ReportPreset) {
  return useState<ReportRangeValue>(() => ({ preset: initial, ...reportPresetRange(initial, new Date()) }));
}
