/** Sentences in the firm's register for the benchmark's synthetic articles, and a way to draw from them. */
const SENTENCES: Record<string, string[]> = {
  en: [
    "A regional distributor measured its order cycle before buying new software.",
    "The board asked for a plan that the whole organisation could understand.",
    "Cash forecasts in two currencies showed a gap seven weeks ahead.",
    "Licensing came last, after the first customer and the first hires were clear.",
    "Every engagement started with the process as it is done, not as it is described.",
    "Local partners helped the team read the regulations before the first meeting.",
    "The finance team compared three financing options under a further devaluation.",
    "Managers agreed on five measures, each owned by a named person and reviewed weekly.",
    "A family business separated ownership decisions from management decisions.",
    "The pilot was designed to fail cheaply and to teach the team something useful.",
    "Customers in the Gulf expected an office, a bank account and a local contact.",
    "Approvals that nobody remembered the reason for were removed from the workflow.",
  ],
  ar: [
    "قاست شركة توزيع إقليمية دورة الطلبيات لديها قبل شراء أي برمجيات جديدة.",
    "طلب مجلس الإدارة خطة يفهمها جميع العاملين في المؤسسة.",
    "كشفت توقعات النقد بعملتين عن فجوة قبل سبعة أسابيع من وقوعها.",
    "جاء الترخيص أخيراً، بعد أن اتضح العميل الأول والموظفون الأوائل.",
    "بدأت كل مهمة بالعملية كما تُنجَز فعلاً، لا كما توصف في الأدلة.",
    "ساعد الشركاء المحليون الفريق على قراءة الأنظمة قبل الاجتماع الأول.",
    "قارن الفريق المالي ثلاثة خيارات للتمويل في حال انخفاض إضافي لسعر الصرف.",
    "اتفق المديرون على خمسة مقاييس، لكل منها مسؤول يراجعه كل أسبوع.",
    "فصلت شركة عائلية قرارات الملكية عن قرارات الإدارة.",
    "صُمّمت التجربة الأولى لتفشل بكلفة قليلة وتعلّم الفريق شيئاً مفيداً.",
    "توقّع العملاء في الخليج مكتباً وحساباً مصرفياً وجهة اتصال محلية.",
    "حُذفت من سير العمل موافقات لم يعد أحد يذكر سببها.",
  ],
}

export const TITLE_WORDS: Record<string, string[]> = {
  en: [
    "market",
    "entry",
    "cash",
    "growth",
    "process",
    "board",
    "licence",
    "Gulf",
    "Egypt",
    "family",
    "pilot",
    "strategy",
    "costs",
    "team",
  ],
  ar: [
    "السوق",
    "الدخول",
    "النقد",
    "النمو",
    "العملية",
    "المجلس",
    "الترخيص",
    "الخليج",
    "مصر",
    "العائلة",
    "التجربة",
    "الاستراتيجية",
    "الكلفة",
    "الفريق",
  ],
}

/** `count` sentences of the language, drawn with `random`. */
export function paragraph(lang: string, random: () => number, count: number): string {
  const sentences = SENTENCES[lang]
  return Array.from({ length: count }, () => sentences[Math.floor(random() * sentences.length)]).join(" ")
}
