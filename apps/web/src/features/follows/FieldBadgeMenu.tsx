import { isAcademicField } from '@thisoneforfree/contracts';
import { Badge } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { DeferredMenu } from '../../components/DeferredMenu';
import { FieldBadge, fieldColor } from '../../components/FieldBadge';
import { deferred } from '../../lib/deferred';
import { useFollows } from './useFollows';

const fieldMenu = deferred(() => import('./FieldFollowMenu'));

/**
 * A field badge that opens a menu (issue 15): follow the field (or stop),
 * or browse its ideas. A visitor, or a field the product does not know,
 * gets the plain badge.
 */
export function FieldBadgeMenu({ field }: { field: string }) {
  const { canFollow, isFollowing, toggle } = useFollows();
  if (!canFollow || !isAcademicField(field)) return <FieldBadge field={field} size="md" />;
  const target = { kind: 'field', target: field } as const;
  const following = isFollowing(target);
  return (
    <DeferredMenu
      menu={fieldMenu}
      target={
        <Badge
          component="button"
          type="button"
          variant="light"
          color={fieldColor(field)}
          radius="sm"
          tt="none"
          size="md"
          style={{ cursor: 'pointer' }}
          rightSection={following ? <IconCheck size={12} aria-hidden /> : undefined}
        >
          {field}
          {following && <span className="visually-hidden"> (followed)</span>}
        </Badge>
      }
      render={({ FieldFollowMenu }, menuTarget) => (
        <FieldFollowMenu
          target={menuTarget}
          field={field}
          following={following}
          onToggle={() => toggle(target, `new ideas in ${field}`)}
        />
      )}
    />
  );
}
