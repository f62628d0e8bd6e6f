import { Button, Form, Input, Space } from 'antd';
import { withAsap, type StopDraft } from '../consignmentDraft';
import type { StopErrors } from '../saveErrors';
import { maskDate, maskTime } from '../typedInputs';
import { stopErrorLines } from './stopErrorLines';

interface Props {
  stop: StopDraft;
  setStop: (stop: StopDraft) => void;
  /** A delivery has no ASAP. */
  isDelivery: boolean;
  errors: StopErrors;
  readOnly: boolean;
}

/** A stop's scheduled date and time, typed through masks, with ASAP and unlocking a locked time, then the schedule's messages. */
export function StopSchedule({ stop, setStop, isDelivery, errors, readOnly }: Props) {
  const set = (patch: Partial<StopDraft>) => setStop({ ...stop, ...patch });
  return (
    <>
      <Space align="end" wrap>
        <Form.Item label="Date (DD/MM/YYYY)" htmlFor="stop-date" validateStatus={errors.schedule ? 'error' : undefined}>
          <Input
            id="stop-date"
            value={stop.date}
            placeholder="DD/MM/YYYY"
            disabled={readOnly || stop.locked}
            data-testid="stop-date"
            onChange={(e) => set({ date: maskDate(e.target.value), asap: false })}
          />
        </Form.Item>
        <Form.Item label="Time (HH:mm)" htmlFor="stop-time" validateStatus={errors.schedule ? 'error' : undefined}>
          <Input
            id="stop-time"
            value={stop.time}
            placeholder="HH:mm"
            disabled={readOnly || stop.locked}
            data-testid="stop-time"
            onChange={(e) => set({ time: maskTime(e.target.value), asap: false })}
          />
        </Form.Item>
        {!readOnly && !isDelivery && (
          <Form.Item>
            <Button data-testid="stop-asap" onClick={() => setStop(withAsap(stop, new Date()))}>
              ASAP
            </Button>
          </Form.Item>
        )}
        {!readOnly && stop.locked && (
          <Form.Item>
            <Button data-testid="stop-unlock" onClick={() => set({ locked: false, asap: false })}>
              Unlock time
            </Button>
          </Form.Item>
        )}
      </Space>
      <div style={{ color: '#cf1322' }} data-testid="stop-schedule-errors">
        {stopErrorLines(errors.schedule)}
      </div>
    </>
  );
}
