// Where a notification click goes (spec part 2 §2).

/** Notification data is an object or a JSON string; anything else reads as {}. */
export function parseNotificationData(data: unknown): Record<string, unknown> {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function str(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * job_application → /applications/{applicationId}; job_match, job_milestone → /jobs/{jobId};
 * connection_request, message, skill_endorsement, profile_view, classmate_joined →
 * /profile/{senderId | endorserId | viewerId | newUserId}; moderation_warning → the item warned
 * about. Null: just close the dropdown.
 */
export function notificationTarget(type: string, data: unknown): string | null {
  const d = parseNotificationData(data);
  const to = (prefix: string, id: string | null) =>
    id ? `${prefix}${encodeURIComponent(id)}` : null;
  switch (type) {
    case 'job_application':
      return to('/applications/', str(d.applicationId));
    case 'job_match':
    case 'job_milestone':
      return to('/jobs/', str(d.jobId));
    case 'connection_request':
    case 'message':
    case 'skill_endorsement':
    case 'profile_view':
    case 'classmate_joined':
      return to(
        '/profile/',
        str(d.senderId) ?? str(d.endorserId) ?? str(d.viewerId) ?? str(d.newUserId),
      );
    // A warning opens the item it is about (a profile: the member's own page).
    case 'moderation_warning': {
      const id = str(d.itemId);
      if (d.itemKind === 'post') return to('/posts/', id);
      if (d.itemKind === 'job') return to('/jobs/', id);
      if (d.itemKind === 'event') return to('/events/', id);
      return d.itemKind === 'member' ? '/profile' : null;
    }
    // report_resolved: the reported item stays hidden from its reporter; nothing to open.
    default:
      return null;
  }
}
