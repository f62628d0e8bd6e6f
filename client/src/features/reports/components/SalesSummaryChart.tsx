import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportSimpleProfitabilityQuery } from '../../../gql/graphql';
import { percent, pounds, shortDate } from '../reportRules';

type Line = ReportSimpleProfitabilityQuery['simpleProfitability']['lines'][number];

/** Sales and profit by day (bars, £) with the margin (line, %), so a week's shape is seen at a glance. */
export function SalesSummaryChart({ lines }: { lines: Line[] }) {
  const data = lines.map((l) => ({ ...l, label: shortDate(l.date).slice(0, 5) }));
  return (
    <div style={{ width: '100%', height: 280 }} data-testid="sales-summary-chart">
      <ResponsiveContainer>
        <ComposedChart data={data} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" />
          <YAxis yAxisId="money" tickFormatter={(v: number) => `£${v.toLocaleString('en-GB')}`} width={80} />
          <YAxis yAxisId="margin" orientation="right" tickFormatter={(v: number) => `${v}%`} width={50} />
          <Tooltip formatter={(value, name) => (name === 'Margin' ? percent(value as number) : pounds(value as number))} />
          <Legend />
          <Bar yAxisId="money" dataKey="price" name="Price" fill="#1677ff" isAnimationActive={false} />
          <Bar yAxisId="money" dataKey="profit" name="Profit" fill="#52c41a" isAnimationActive={false} />
          <Line yAxisId="margin" dataKey="margin" name="Margin" stroke="#fa8c16" connectNulls isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
