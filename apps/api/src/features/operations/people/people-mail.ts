import { escapeHtml } from '../../tickets/ticket-html.ts';
import type { Mailer } from '../../notifications/mailer.ts';

type Language = 'en' | 'mm';

export interface PeopleMailOptions {
  mailer: Mailer;
  brand: string;
  /** Where the site is reached: the links in these e-mails start here. */
  publicUrl: string;
}

function greeting(name: string, language: Language): string {
  return language === 'mm' ? `မင်္ဂလာပါ ${name}၊` : `Dear ${name},`;
}

/**
 * The e-mails of the console's people (issue 20 item 5), in the recipient's language. Each has a key
 * of its own decision (`agent-approved:<application>`), so a retried call never mails twice.
 */
export function createPeopleMail({ mailer, brand, publicUrl }: PeopleMailOptions) {
  const noAttachments = async () => Buffer.alloc(0);

  async function send(messageKey: string, to: string, language: Language, subject: string, paragraphs: string[], link?: { href: string; label: string }) {
    const lang = language === 'mm' ? 'my' : 'en';
    const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n');
    const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
    const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${linkHtml}</body></html>`;
    await mailer.send({ messageKey, to, subject, text, html }, noAttachments);
  }

  return {
    /** Approved: the agent account exists; they set their password through the site's password reset, on the agent tab. */
    async agentApproved(to: { applicationId: string; email: string; name: string; company: string; language: Language }): Promise<void> {
      const href = `${publicUrl}/sign-in?tab=forgot&realm=agent`;
      if (to.language === 'mm') {
        await send(`agent-approved:${to.applicationId}`, to.email, 'mm', `${brand} ကိုယ်စားလှယ် လျှောက်လွှာ အတည်ပြုပြီး`, [
          greeting(to.name, 'mm'),
          `${to.company} ၏ ကိုယ်စားလှယ်အကောင့်ကို ဖွင့်ပေးပြီးပါပြီ။`,
          `စကားဝှက် သတ်မှတ်ရန် အောက်ပါလင့်ခ်ကို ဖွင့်၍ ဤအီးမေးလ် (${to.email}) ကို ထည့်ပါ။ စကားဝှက်အသစ် သတ်မှတ်ရန် ကုဒ်တစ်ခု ပို့ပေးပါမည်။ ထို့နောက် ကိုယ်စားလှယ် အပိုင်းတွင် ဝင်ရောက်ပါ။`,
        ], { href, label: 'စကားဝှက် သတ်မှတ်ရန်' });
        return;
      }
      await send(`agent-approved:${to.applicationId}`, to.email, 'en', `${brand} agent application approved`, [
        greeting(to.name, 'en'),
        `The agent account of ${to.company} is open.`,
        `To set your password, open the link below and enter this e-mail (${to.email}): we will send you a code to choose a new password. Then sign in on the Agent tab.`,
      ], { href, label: 'Set your password' });
    },

    async agentRejected(to: { applicationId: string; email: string; name: string; company: string; reason: string; language: Language }): Promise<void> {
      if (to.language === 'mm') {
        await send(`agent-rejected:${to.applicationId}`, to.email, 'mm', `${brand} ကိုယ်စားလှယ် လျှောက်လွှာ`, [
          greeting(to.name, 'mm'),
          `${to.company} ၏ ကိုယ်စားလှယ် လျှောက်လွှာကို ယခုအချိန်တွင် လက်မခံနိုင်ပါ။`,
          `အကြောင်းရင်း- ${to.reason}`,
          'မေးမြန်းလိုပါက ဤအီးမေးလ်ကို ပြန်စာရေးပါ။',
        ]);
        return;
      }
      await send(`agent-rejected:${to.applicationId}`, to.email, 'en', `${brand} agent application`, [
        greeting(to.name, 'en'),
        `We cannot accept the agent application of ${to.company} at this time.`,
        `Reason: ${to.reason}`,
        'Reply to this e-mail if you have any questions.',
      ]);
    },

    /** The invitation's link carries its token; only the token's hash is stored, so it is only ever in this e-mail. */
    async employeeInvited(to: { invitationId: string; token: string; email: string; name: string; days: number; language: Language }): Promise<void> {
      const href = `${publicUrl}/ops/invitation?token=${encodeURIComponent(to.token)}`;
      // One message per token sent: an invitation sent again is a new e-mail with a new link.
      const key = `employee-invited:${to.invitationId}:${to.token.slice(0, 12)}`;
      if (to.language === 'mm') {
        await send(key, to.email, 'mm', `${brand} ဝန်ထမ်းအဖြစ် ဖိတ်ကြားခြင်း`, [
          greeting(to.name, 'mm'),
          `${brand} ၏ လုပ်ငန်းစီမံခန့်ခွဲမှုစနစ်သို့ ဝန်ထမ်းအဖြစ် ဖိတ်ကြားပါသည်။`,
          `အောက်ပါလင့်ခ်ကို ဖွင့်၍ စကားဝှက် သတ်မှတ်ပါ။ လင့်ခ်သည် ${to.days} ရက်အတွင်း တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်။`,
        ], { href, label: 'ဖိတ်ကြားချက်ကို လက်ခံရန်' });
        return;
      }
      await send(key, to.email, 'en', `You are invited to ${brand}'s operations console`, [
        greeting(to.name, 'en'),
        `You are invited to join ${brand}'s operations console as an employee.`,
        `Open the link below to set your password. It works once, within ${to.days} days.`,
      ], { href, label: 'Accept the invitation' });
    },
  };
}

export type PeopleMail = ReturnType<typeof createPeopleMail>;
