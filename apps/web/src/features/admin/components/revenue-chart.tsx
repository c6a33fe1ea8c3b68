import {
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Title,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { formatRupees } from '../../../lib/format';
import type { RevenueDay } from '../api/types';

// Only the pieces a line chart needs, so the chart chunk stays small.
ChartJS.register(
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  Title,
  Tooltip,
  Legend,
  Filler,
);

const GREEN = '#16a34a';

/**
 * SPEC §2.15: a line titled 'Revenue Overview', dataset 'Weekly Revenue (₹)', Mon to Sun, tension
 * 0.3. Days still to come keep their place on the axis but have no point, so the line stops at
 * today instead of dropping to ₹0 as if sales had crashed.
 */
export function RevenueChart({ days }: { days: readonly RevenueDay[] }) {
  const summary = days
    .map((day) => `${day.label} ${day.future ? 'not yet' : formatRupees(day.revenue)}`)
    .join(', ');
  return (
    <div className="revenue-chart">
      <Line
        role="img"
        aria-label={`Line chart of this week's revenue: ${summary}`}
        data={{
          labels: days.map((day) => day.label),
          datasets: [
            {
              label: 'Weekly Revenue (₹)',
              data: days.map((day) => (day.future ? null : day.revenue)),
              spanGaps: false,
              borderColor: GREEN,
              backgroundColor: 'rgba(22, 163, 74, 0.12)',
              pointBackgroundColor: GREEN,
              pointRadius: 4,
              pointHoverRadius: 6,
              borderWidth: 3,
              tension: 0.3,
              fill: true,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          plugins: {
            title: {
              display: true,
              text: 'Revenue Overview',
              font: { size: 16, weight: 'bold' },
              color: '#1c2420',
            },
            legend: { position: 'bottom' },
            tooltip: {
              callbacks: { label: (item) => ` ${formatRupees(Number(item.parsed.y))}` },
            },
          },
          scales: {
            y: {
              beginAtZero: true,
              ticks: { callback: (value) => formatRupees(Number(value)) },
            },
            x: { grid: { display: false } },
          },
        }}
      />
    </div>
  );
}
