/** The team's workspace (`/team`, product.md D13): its labels and messages. */

export const inboxKinds = [
  "audit",
  "contact",
  "support",
  "resource",
  "newsletter",
  "chat",
  "signup",
  "booking",
] as const;
export type InboxKindId = (typeof inboxKinds)[number];

export const inboxStatuses = [
  "new",
  "contacted",
  "qualified",
  "won",
  "lost",
  "spam",
] as const;
export type InboxStatusId = (typeof inboxStatuses)[number];

export const inboxViews = ["all", "unassigned", "mine", "needs-reply"] as const;
export type InboxView = (typeof inboxViews)[number];

export const teamRoles = ["staff", "owner"] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamText = {
  seo: {
    inbox: {
      title: "Team inbox",
      description: "Every lead, message and signup in one place.",
    },
    item: {
      title: "Inbox item",
      description: "One inbound item and its history.",
    },
    people: { title: "Team", description: "The people who work the inbox." },
    privacy: {
      title: "Delete an address",
      description: "Delete everything stored about one e-mail address.",
    },
    calendar: {
      title: "Booking calendar",
      description: "Time blocked from booking, and the team's busy calendar.",
    },
    invite: {
      title: "Join the team",
      description: "Accept an invitation to the team's workspace.",
    },
  },
  kinds: {
    audit: "Free audit",
    contact: "Contact",
    support: "Support",
    resource: "Resource request",
    newsletter: "Newsletter",
    chat: "Chat hand-off",
    signup: "New account",
    booking: "Booked call",
  } satisfies Record<InboxKindId, string>,
  statuses: {
    new: "New",
    contacted: "Contacted",
    qualified: "Qualified",
    won: "Won",
    lost: "Lost",
    spam: "Spam",
  } satisfies Record<InboxStatusId, string>,
  views: {
    all: "All",
    unassigned: "Unassigned",
    mine: "Mine",
    "needs-reply": "Needs reply",
  } satisfies Record<InboxView, string>,
  roles: { staff: "Staff", owner: "Owner" } satisfies Record<TeamRole, string>,
  nav: {
    inbox: "Inbox",
    calendar: "Calendar",
    report: "Report",
    people: "Team",
    privacy: "Delete an address",
    signOut: "Sign out",
  },
  inbox: {
    heading: "Inbox",
    intro:
      "Every free-audit request, message, signup and chat hand-off, newest first. Times are Eastern.",
    filters: "Filters",
    search: "Search",
    searchHint: "Name, e-mail, company or message",
    type: "Type",
    status: "Status",
    assignee: "Assigned to",
    source: "Source",
    from: "From",
    to: "To",
    anyType: "Any type",
    anyStatus: "Any status",
    anyone: "Anyone",
    anySource: "Any source",
    apply: "Apply",
    clear: "Clear",
    download: "Download CSV",
    columns: {
      type: "Type",
      who: "Who",
      source: "Source",
      received: "Received",
      status: "Status",
      assignee: "Assigned to",
    },
    unread: "Unread",
    unassigned: "Unassigned",
    empty: "Nothing matches these filters.",
    older: "Older items",
    newest: "Back to the newest",
    needsReplyHint:
      "New items that have waited more than one business hour (Mon-Fri 9AM-6PM Eastern).",
  },
  item: {
    back: "Back to the inbox",
    sent: "What they sent",
    samePerson: "Everything else from this address",
    noOther: "Nothing else from this address.",
    timeline: "Timeline",
    received: "Received through the site",
    notification: {
      sent: "Team notification sent",
      failed: "Team notification failed",
      pending: "Team notification waiting to be sent",
    },
    webhook: "CRM webhook",
    reply: "Reply by e-mail",
    replySubject: (kind: string) => `Re: your ${kind.toLowerCase()} request`,
    statusHeading: "Status",
    statusLabel: "New status",
    lostReason: "Reason it was lost",
    lostReasonHint: "Required when the status is Lost.",
    saveStatus: "Save status",
    assignHeading: "Assignment",
    assignLabel: "Assign to",
    nobody: "Nobody",
    saveAssign: "Assign",
    noteHeading: "Internal note",
    noteLabel: "Note (only the team sees it)",
    saveNote: "Add note",
    deleteAddress: "Delete everything about this address",
    booking: {
      heading: "The call",
      when: "Booked for",
      cancelled: "Cancelled",
      started: "This call has started or is over.",
      cancel: "Cancel the call for the visitor",
      cancelHint:
        "The visitor is e-mailed the cancellation, which removes the event from their calendar.",
    },
    visit: {
      heading: "The visit that brought it",
      began: "Visit began",
      landingPage: "Landing page",
      source: "Source",
      referrer: "Came from",
      campaign: "Campaign",
      device: "Device",
      devices: { phone: "Phone", tablet: "Tablet", desktop: "Computer" },
      unknown: "None",
      pages: "Pages viewed before sending it",
      pagesGone:
        "The pages viewed are no longer kept: raw visits are deleted after the retention period.",
      none: "No visit was recorded (the visitor may have asked not to be tracked).",
    },
    changes: {
      status: (from: string, to: string) =>
        `Status changed from ${from} to ${to}`,
      assign: (to: string) => `Assigned to ${to}`,
      note: "Note",
      bookingCancelled: "Call cancelled for the visitor",
    },
    by: "by",
  },
  calendar: {
    heading: "Booking calendar",
    intro:
      "Block a day or a few hours so that no visitor can book a strategy call then. Calls already booked in that time stay booked: cancel them from their inbox item if you must. Times are Eastern.",
    blockHeading: "Block time",
    day: "Day",
    from: "From (optional)",
    until: "Until (optional)",
    hoursHint: "Leave both times empty to block the whole day.",
    reason: "Reason (only the team sees it)",
    block: "Block this time",
    blocksHeading: "Blocked time ahead",
    none: "Nothing is blocked.",
    by: "blocked by",
    unblock: "Unblock",
    feedHeading: "The team's busy calendar",
    feedOff:
      "No busy calendar is connected. Set BOOKING_BUSY_ICS_URL to a calendar's iCal address to keep its events free of calls.",
    feedOk: (at: string, count: number) =>
      `Last read ${at}: ${count} busy time${count === 1 ? "" : "s"} ahead.`,
    feedWaiting: "Connected; the first read has not finished yet.",
    feedFailed: (at: string, error: string) =>
      `The last read failed ${at} (${error}). Calls are offered around the last good copy until the next read works.`,
    blocked: "Blocked. Visitors can no longer book a call in that time.",
    unblocked: "Unblocked. Visitors can book that time again.",
    badRange: "Choose a day, and an end after the start.",
    gone: "That block was already lifted.",
  },
  messages: {
    saved: "Saved.",
    conflict:
      "Someone else changed this item a moment ago. The page now shows their change; make yours again if it still applies.",
    lostNeedsReason: "Say why the lead was lost.",
    noteEmpty: "Write the note first.",
    noteTooLong: "A note is at most 5,000 characters.",
    invalid: "Check the form and try again.",
    unknownMember: "Choose a member of the team.",
    bookingGone: "This call is already cancelled, or it has started.",
    tooMany: "Too many changes in a short time. Wait a minute and try again.",
    lastOwner: "The team needs at least one owner.",
    invited: (email: string) =>
      `Invitation e-mailed to ${email}. The link works once, for 7 days.`,
    roleChanged: "Role changed.",
    removed:
      "Removed from the team. Their account stays, as a customer account.",
    deleted: (count: number) =>
      `Deleted. ${count} stored record${count === 1 ? "" : "s"} removed; the audit log notes the deletion without the address.`,
    confirmMismatch: "Type the address exactly as shown to confirm.",
    memberAddress:
      "This address belongs to a member of the team: remove them from the team first.",
  },
  people: {
    heading: "Team",
    intro:
      "Owners invite and remove staff; staff work the inbox. The last owner cannot be removed.",
    members: "Members",
    role: "Role",
    changeRole: "Change role",
    remove: "Remove from the team",
    you: "(you)",
    pending: "Open invitations",
    expires: "Link expires",
    inviteHeading: "Invite someone",
    email: "E-mail address",
    invite: "Send invitation",
    noPending: "No open invitations.",
  },
  privacy: {
    heading: "Delete everything about an address",
    intro:
      "The privacy policy promises to delete a visitor's data on request. This removes every submission, signup, newsletter subscription, note and notification stored for the address. It cannot be undone.",
    email: "E-mail address",
    review: "Review what will be deleted",
    found: (count: number) =>
      `${count} stored record${count === 1 ? "" : "s"} for this address:`,
    confirmLabel: "Type the address again to confirm",
    confirm: "Delete for good",
    nothing: "Nothing is stored for this address.",
  },
  invite: {
    heading: "Join the team",
    invalid:
      "This invitation link has expired or was already used. Ask an owner for a new one.",
    newAccount: (email: string, role: string) =>
      `You are invited as ${role} with ${email}. Choose your name and a password.`,
    existingAccount: (email: string, role: string) =>
      `You are invited as ${role}. ${email} already has an account: enter its password to join.`,
    firstName: "First name",
    lastName: "Last name",
    password: "Password",
    newPassword: "New password (at least 8 characters)",
    accept: "Join the team",
    wrongPassword: "That password is not right.",
    weakPassword: "Choose a password of at least 8 characters.",
    missingName: "Enter your first and last name.",
  },
  email: {
    subject: "You're invited to the DMV AI Agents team workspace",
    text: (link: string, role: string) =>
      [
        `You have been invited to the team's workspace as ${role}.`,
        "",
        "Open this link within 7 days to join; it works once:",
        link,
        "",
        "If you did not expect this, ignore this e-mail.",
      ].join("\n"),
  },
} as const;
