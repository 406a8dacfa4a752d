import { Suspense, type ReactElement } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { AlertOutlined, CalendarOutlined, CustomerServiceOutlined, InboxOutlined, MessageOutlined, ScheduleOutlined, ToolOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { MessageKey } from '@gengyun/contracts';
import { Permission } from '@gengyun/contracts/permissions';
import { useUnreadCount } from '@/api/session.api';
import { useCan } from '@/app/permissions';
import { useSession } from '@/app/session-store';
import { useT } from '@/i18n/t';
import { fetchHomeCounts, personalKeys } from './personal.api';
import { HOME_CARDS } from './home-cards';

interface CountCard {
  key: string;
  label: MessageKey;
  icon: ReactElement;
  route?: string;
  /** Shown only to those holding it, or any of them (the count is 0 for the others anyway). */
  permission?: string | readonly string[];
}

/** Work-bench cards; all but messages are filled by `/home/counts` once their areas exist. */
const AREA_CARDS: CountCard[] = [
  { key: 'todo', label: 'web.home.counts.todo', icon: <ScheduleOutlined />, route: '/gengyun/todo/task/list' },
  { key: 'workOrders', label: 'web.home.counts.workOrders', icon: <ToolOutlined />, route: '/gengyun/work/order/list?status=processing,suspended' },
  { key: 'alarms', label: 'web.home.counts.alarms', icon: <AlertOutlined /> },
  { key: 'plans', label: 'web.home.counts.plans', icon: <CalendarOutlined /> },
  {
    key: 'serviceRequests',
    label: 'serviceRequest.benchCard',
    icon: <CustomerServiceOutlined />,
    route: '/gengyun/service/info?status=open',
    permission: [Permission.serviceRequest.convert, Permission.serviceRequest.reject],
  },
  { key: 'partsBelowMinimum', label: 'inventory.reorder.benchCard', icon: <InboxOutlined />, route: '/gengyun/bom/reorder', permission: Permission.stock.list },
];

const greetingKey = (hour: number): MessageKey =>
  hour < 6 ? 'web.home.greeting.night' : hour < 12 ? 'web.home.greeting.morning' : hour < 18 ? 'web.home.greeting.afternoon' : 'web.home.greeting.evening';

/** /gengyun/home: greeting and count cards, then the areas' list cards (`home-cards.ts`). */
export function HomePage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const session = useSession();
  const can = useCan();
  const unread = useUnreadCount();
  const counts = useQuery({ queryKey: personalKeys.counts, queryFn: ({ signal }) => fetchHomeCounts(signal), staleTime: 30_000 });

  return (
    <div data-testid="home-page">
      <Card style={{ marginBottom: 12 }}>
        <h4 className="gy-home-greeting" data-testid="home-greeting">
          {t(greetingKey(new Date().getHours()), { name: session?.name ?? '' })}
        </h4>
        <div className="gy-muted">{session?.enterpriseName ?? ''}</div>
      </Card>
      <Row gutter={[12, 12]}>
        <Col flex="1 1 200px">
          <Card className="gy-count-card" hoverable onClick={() => navigate('/gengyun/my/message')} data-testid="home-count-unread">
            <Statistic title={t('web.home.counts.unread')} value={unread.data ?? 0} prefix={<MessageOutlined />} />
          </Card>
        </Col>
        {AREA_CARDS.filter((card) => card.permission === undefined || [card.permission].flat().some((code) => can(code))).map((card) => {
          const value = counts.data?.[card.key];
          return (
            <Col flex="1 1 200px" key={card.key}>
              <Card
                className="gy-count-card"
                hoverable={card.route !== undefined}
                onClick={card.route === undefined ? undefined : () => navigate(card.route as string)}
                data-testid={`home-count-${card.key}`}
              >
                <Statistic title={t(card.label)} value={typeof value === 'number' ? value : t('web.home.counts.none')} prefix={card.icon} />
              </Card>
            </Col>
          );
        })}
      </Row>
      {HOME_CARDS.filter((card) => card.permissions.some((code) => can(code))).map(({ key, Card: AreaCard }) => (
        <Suspense key={key} fallback={null}>
          <AreaCard />
        </Suspense>
      ))}
    </div>
  );
}
