/** Copy of the outside-business pages: our school and our health care service. */
import { banners } from "../../../shared/content/media";
import { metaOf } from "../../../shared/content/pages";
import type { ContentPage, HubPage } from "../../../shared/content/types";

export const outsideBusinessHub: HubPage = {
  ...metaOf("/outside-business"),
  heading: "Outside Business",
  intro: [
    "A mill is more than its machines. About 5,000 people work with us, and most of them live with their families close to our two mills. Since the early years of SJSML we have believed that a mill that takes good care of its people's children and health is a better, steadier mill.",
    "Our work outside the business is run by the group and paid for from the mills' earnings. It is free for the people who work with us and their families.",
  ],
  banner: banners.school,
  sections: [
    {
      id: "why",
      heading: "Why we do it",
      paragraphs: [
        "Most of our workers come from farming families in the districts around the mills. A school place for their children and a doctor close at hand are often worth as much to them as their wages. Healthy workers whose children are at school stay with us longer, learn more and work more safely, and many of the children grow up to join the mills as technicians, clerks and managers.",
      ],
    },
  ],
  links: [
    { id: "educational-institutes", title: "Educational Institutes", description: "Free schooling for our workers' children.", image: banners.school, href: "/educational-institutes" },
    { id: "health-care", title: "Health Care", description: "An on-site clinic, screenings and mental health support.", image: banners.clinic, href: "/health-care" },
  ],
};

export const educationalInstitutes: ContentPage = {
  ...metaOf("/educational-institutes"),
  heading: "Educational Institutes",
  intro: [
    "Every child of a worker at our mills can go to school free of charge. Sonali Jute Group runs a school beside each mill, Sonali Adarsha Vidyalaya at Narsingdi, opened in 1988, and Oikko Shishu Niketan near Khulna, opened in 2001. Together they teach about 1,400 children.",
  ],
  banner: banners.school,
  sections: [
    {
      id: "free",
      heading: "Free education",
      paragraphs: [
        "There are no fees. We provide textbooks, exercise books, uniforms and a midday meal for every pupil, so that no family has to choose between school and the cost of it. Children of workers come first; places left over are open to children from the villages around the mills.",
      ],
    },
    {
      id: "levels",
      heading: "From pre-primary to secondary",
      paragraphs: [
        "Our schools follow the national curriculum and prepare pupils for the public examinations:",
      ],
      list: [
        "Pre-primary classes for children of four and five",
        "Primary school, classes one to five",
        "Secondary school, classes six to ten, at Narsingdi",
        "Evening literacy and numeracy classes for adult workers",
      ],
    },
    {
      id: "beyond",
      heading: "Beyond the classroom",
      paragraphs: [
        "Each school has a library, a science room and a computer lab, and a playing field for football and cricket. Pupils are checked every year by the doctors of our clinic. Good students who go on to college receive a scholarship from the group, and some now work for us as engineers, teachers and managers.",
      ],
    },
  ],
};

export const healthCare: ContentPage = {
  ...metaOf("/health-care"),
  heading: "Health Care",
  intro: [
    "Good health is the first thing a family needs. Our people and their families receive free health care at our clinics, from a first visit for a fever to regular check-ups and support through hard times.",
  ],
  banner: banners.clinic,
  sections: [
    {
      id: "clinic",
      heading: "An on-site clinic",
      paragraphs: [
        "Each mill has its own clinic inside the mill compound, open around the clock, with doctors, nurses and a pharmacy. Workers injured on the job are treated at once, and the clinic has an ambulance for cases that need a hospital. Consultations and common medicines are free for workers and their families.",
      ],
    },
    {
      id: "screenings",
      heading: "Screenings and prevention",
      paragraphs: ["Prevention is cheaper and kinder than cure, so our clinics run regular programmes:"],
      list: [
        "A yearly health check for every worker, with hearing and lung checks for those in the spinning and weaving sections",
        "Eye tests and free glasses",
        "Screening for blood pressure, diabetes and anaemia",
        "Care for mothers before and after birth, and vaccinations for children",
        "Talks on hygiene, nutrition and safe water in the labour quarters",
      ],
    },
    {
      id: "mental-health",
      heading: "Mental health support",
      paragraphs: [
        "Worry, grief and stress affect work and family life as much as any illness. A trained counsellor visits each mill every week, and workers can talk to her in private, without their managers knowing. Our supervisors are trained to notice when someone is struggling and to point them to help.",
      ],
    },
  ],
};

/** Outside-business pages by route. */
export const outsideBusinessPages = {
  "/outside-business": outsideBusinessHub,
  "/educational-institutes": educationalInstitutes,
  "/health-care": healthCare,
} as const satisfies Record<string, ContentPage>;
