import type { InquiryTemplate, InquiryTemplateBody } from '@wedding/contract/inquiries';
import { INQUIRY_TEMPLATES_MAX, inquiryTemplateProblem } from '@wedding/domain/inquiry';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import { invalidTemplate, templateNotFound, templatesFull } from './errors.ts';
import type { InquiryTemplateRepository, TemplateRow } from './template-repository.ts';

export type InquiryTemplateService = {
  list(staff: StaffPrincipal): Promise<InquiryTemplate[]>;
  create(staff: StaffPrincipal, body: InquiryTemplateBody): Promise<InquiryTemplate>;
  update(staff: StaffPrincipal, id: number, body: InquiryTemplateBody): Promise<InquiryTemplate>;
  remove(staff: StaffPrincipal, id: number): Promise<void>;
};

const view = (row: TemplateRow): InquiryTemplate => ({
  id: row.id,
  title: row.title,
  body: row.body,
  regTsp: row.createdAt.getTime(),
});

function checked(body: InquiryTemplateBody) {
  const problem = inquiryTemplateProblem(body.title, body.body);
  if (problem) throw invalidTemplate(problem);
  return { title: body.title.trim(), body: body.body.trim() };
}

/** A hall's saved answers (issue 27 §5), up to 30 a partner. */
export function createInquiryTemplateService(deps: { repository: InquiryTemplateRepository }): InquiryTemplateService {
  const { repository } = deps;
  return {
    list: async (staff) => (await repository.list(staff.partner.id)).map(view),
    async create(staff, body) {
      const input = checked(body);
      if ((await repository.count(staff.partner.id)) >= INQUIRY_TEMPLATES_MAX) throw templatesFull();
      return view(await repository.create(staff, input));
    },
    async update(staff, id, body) {
      // Whose template first: another hall's answers 404 whatever the text (the tenant walk's rule).
      if (!(await repository.owns(staff.partner.id, id))) throw templateNotFound();
      const input = checked(body);
      const row = await repository.update(staff, id, input);
      if (!row) throw templateNotFound();
      return view(row);
    },
    async remove(staff, id) {
      if (!(await repository.remove(staff, id))) throw templateNotFound();
    },
  };
}
