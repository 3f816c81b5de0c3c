import { type LanguageCode, webRoutes } from '@rally/shared'
import type { Database, Transaction } from '../../db/client.ts'
import { renderEmail } from './email-layout.ts'
import { emailLanguage, fillText, textsFor } from './email-texts.ts'
import type { OutboxWriter } from './outbox.ts'
import { momentIn } from './session-time.ts'

type Executor = Database | Transaction

/**
 * The words of the report reminder (issue 26) in the 13 interface languages: the day after a completed session
 * without a report, its provider is asked once to write it. `{name}` is the player's name as they booked; no
 * subject carries a typed word (decision 032).
 */
export type ReportReminderTexts = {
  subject: string
  intro: string
  details: string
  player: string
  when: string
  link: string
  footer: string
}

export const reportReminderTexts: Record<LanguageCode, ReportReminderTexts> = {
  en: {
    subject: 'How did the session go? Write its report',
    intro:
      'Your session with {name} is completed. A short report (what you worked on, three skills rated, the next goals) lets them see their progress.',
    details: 'Session',
    player: 'Player',
    when: 'When',
    link: 'Write the report',
    footer: 'We send this reminder once, the day after a session without a report.',
  },
  es: {
    subject: '¿Qué tal fue la sesión? Escribe su informe',
    intro:
      'Tu sesión con {name} está completada. Un informe breve (lo que trabajasteis, tres habilidades valoradas, los próximos objetivos) le permite ver su progreso.',
    details: 'Sesión',
    player: 'Jugador',
    when: 'Cuándo',
    link: 'Escribir el informe',
    footer: 'Enviamos este recordatorio una sola vez, el día después de una sesión sin informe.',
  },
  fr: {
    subject: "Comment s'est passée la séance ? Rédigez son compte rendu",
    intro:
      'Votre séance avec {name} est terminée. Un court compte rendu (ce que vous avez travaillé, trois compétences notées, les prochains objectifs) lui permet de voir ses progrès.',
    details: 'Séance',
    player: 'Joueur',
    when: 'Quand',
    link: 'Rédiger le compte rendu',
    footer: 'Nous envoyons ce rappel une seule fois, le lendemain d’une séance sans compte rendu.',
  },
  de: {
    subject: 'Wie lief die Einheit? Schreib ihren Bericht',
    intro:
      'Deine Einheit mit {name} ist abgeschlossen. Ein kurzer Bericht (woran ihr gearbeitet habt, drei bewertete Fähigkeiten, die nächsten Ziele) zeigt ihr oder ihm den eigenen Fortschritt.',
    details: 'Einheit',
    player: 'Spieler',
    when: 'Wann',
    link: 'Bericht schreiben',
    footer: 'Wir senden diese Erinnerung einmal, am Tag nach einer Einheit ohne Bericht.',
  },
  it: {
    subject: 'Com’è andata la sessione? Scrivi il resoconto',
    intro:
      'La tua sessione con {name} è completata. Un breve resoconto (su cosa avete lavorato, tre abilità valutate, i prossimi obiettivi) gli permette di vedere i suoi progressi.',
    details: 'Sessione',
    player: 'Giocatore',
    when: 'Quando',
    link: 'Scrivi il resoconto',
    footer: 'Inviamo questo promemoria una sola volta, il giorno dopo una sessione senza resoconto.',
  },
  pt: {
    subject: 'Como foi a sessão? Escreva o relatório',
    intro:
      'Sua sessão com {name} foi concluída. Um relatório curto (o que vocês trabalharam, três habilidades avaliadas, os próximos objetivos) permite que a pessoa veja o próprio progresso.',
    details: 'Sessão',
    player: 'Jogador',
    when: 'Quando',
    link: 'Escrever o relatório',
    footer: 'Enviamos este lembrete uma única vez, no dia seguinte a uma sessão sem relatório.',
  },
  zh: {
    subject: '训练进行得怎么样？请填写训练报告',
    intro: '你与 {name} 的训练已完成。一份简短的报告（练了什么、三项技能评分、下一步目标）能让对方看到自己的进步。',
    details: '训练',
    player: '球员',
    when: '时间',
    link: '填写报告',
    footer: '对于没有报告的训练，我们只在次日发送一次此提醒。',
  },
  id: {
    subject: 'Bagaimana sesinya? Tulis laporannya',
    intro:
      'Sesi Anda dengan {name} sudah selesai. Laporan singkat (apa yang dilatih, tiga keterampilan yang dinilai, target berikutnya) membuatnya bisa melihat kemajuannya.',
    details: 'Sesi',
    player: 'Pemain',
    when: 'Waktu',
    link: 'Tulis laporan',
    footer: 'Kami mengirim pengingat ini satu kali, sehari setelah sesi yang belum memiliki laporan.',
  },
  ms: {
    subject: 'Bagaimana sesi tadi? Tulis laporannya',
    intro:
      'Sesi anda bersama {name} telah selesai. Laporan ringkas (apa yang dilatih, tiga kemahiran yang dinilai, matlamat seterusnya) membolehkannya melihat kemajuannya.',
    details: 'Sesi',
    player: 'Pemain',
    when: 'Bila',
    link: 'Tulis laporan',
    footer: 'Kami menghantar peringatan ini sekali sahaja, sehari selepas sesi yang tiada laporan.',
  },
  ru: {
    subject: 'Как прошло занятие? Напишите отчёт',
    intro:
      'Ваше занятие с {name} завершено. Короткий отчёт (над чем работали, оценки трёх навыков, следующие цели) покажет игроку его прогресс.',
    details: 'Занятие',
    player: 'Игрок',
    when: 'Когда',
    link: 'Написать отчёт',
    footer: 'Мы отправляем это напоминание один раз, на следующий день после занятия без отчёта.',
  },
  th: {
    subject: 'การฝึกเป็นอย่างไรบ้าง เขียนรายงานการฝึก',
    intro:
      'การฝึกของคุณกับ {name} เสร็จสิ้นแล้ว รายงานสั้น ๆ (สิ่งที่ฝึก คะแนนทักษะสามด้าน และเป้าหมายถัดไป) จะช่วยให้ผู้เล่นเห็นพัฒนาการของตนเอง',
    details: 'การฝึก',
    player: 'ผู้เล่น',
    when: 'เวลา',
    link: 'เขียนรายงาน',
    footer: 'เราส่งการแจ้งเตือนนี้เพียงครั้งเดียว ในวันถัดจากการฝึกที่ยังไม่มีรายงาน',
  },
  ja: {
    subject: 'セッションはいかがでしたか？ レポートを書きましょう',
    intro:
      '{name} さんとのセッションが完了しました。短いレポート（取り組んだ内容、3つのスキルの評価、次の目標）があると、プレーヤーが自分の上達を確認できます。',
    details: 'セッション',
    player: 'プレーヤー',
    when: '日時',
    link: 'レポートを書く',
    footer: 'このリマインダーは、レポートのないセッションの翌日に一度だけお送りしています。',
  },
  ko: {
    subject: '세션은 어떠셨나요? 리포트를 작성해 주세요',
    intro:
      '{name} 님과의 세션이 완료되었습니다. 짧은 리포트(연습한 내용, 세 가지 기술 평가, 다음 목표)가 있으면 선수가 자신의 성장을 확인할 수 있습니다.',
    details: '세션',
    player: '선수',
    when: '일시',
    link: '리포트 작성하기',
    footer: '리포트가 없는 세션의 다음 날, 이 알림을 한 번만 보내 드립니다.',
  },
}

/** A completed session as its reminder names it: the profile booked, the player's name, its start and zone. */
export type ReminderSession = {
  resourceType: 'partner' | 'coach'
  resourceId: string | null
  playerName: string
  startsAt: Date | null
  providerTimeZone: string | null
  timeZone: string | null
}

/**
 * The reminder to write a session's report, to the person booked (their profile's address, their account's
 * language), written to the outbox in the caller's transaction; nothing when the profile has no address.
 */
export function createReportReminderMailer({
  outbox,
  publicUrl,
  session,
  bookedPerson,
}: {
  outbox: OutboxWriter
  publicUrl: string
  session: (executor: Executor, bookingId: string) => Promise<ReminderSession | undefined>
  bookedPerson: (
    executor: Executor,
    booked: Pick<ReminderSession, 'resourceType' | 'resourceId'>,
  ) => Promise<{ email: string; firstName: string; language: string } | undefined>
}) {
  const siteUrl = publicUrl.replace(/\/+$/, '')
  return async (tx: Transaction, bookingId: string): Promise<void> => {
    const booked = await session(tx, bookingId)
    const person = booked && (await bookedPerson(tx, booked))
    if (!booked || !person?.email) return
    const language = emailLanguage(person.language)
    const texts = textsFor(language)
    const words = reportReminderTexts[language]
    const zones = booked.providerTimeZone ? [booked.providerTimeZone] : [booked.timeZone ?? 'UTC']
    const content = renderEmail({
      language,
      subject: words.subject,
      greeting: fillText(texts.greeting, { name: person.firstName }),
      intro: fillText(words.intro, { name: booked.playerName }),
      detailsTitle: words.details,
      rows: [
        { label: words.player, values: [booked.playerName] },
        { label: words.when, values: booked.startsAt ? momentIn(booked.startsAt, zones, language) : [] },
      ],
      // The provider's bookings are answered from the inbox, where each completed session is reported.
      link: { label: words.link, url: `${siteUrl}${webRoutes.inbox}` },
      footer: words.footer,
      colon: texts.colon,
    })
    await outbox.enqueue(tx, { to: person.email, subject: words.subject, ...content })
  }
}
