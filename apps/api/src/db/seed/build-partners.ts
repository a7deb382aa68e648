import { PLANNER_BRANDS } from './data/names.ts';
import { buildHall, type HallBundle } from './factories/hall.ts';
import { hallName } from './factories/hall-name.ts';
import { placeOf } from './factories/place.ts';
import { buildPlanner, type PlannerBundle } from './factories/planner.ts';
import { planHallLocations } from './factories/region-plan.ts';
import type { Rng } from './prng.ts';
import type { SizePlan } from './sizes.ts';

export type PartnerSet = { halls: HallBundle[]; planners: PlannerBundle[] };

/** Halls first (ids 1..n), then planner head offices each followed by its branches. */
export function buildPartners(rng: Rng, plan: SizePlan, now: Date): PartnerSet {
  const taken = new Set<string>();
  let roomId = 1;
  const halls = planHallLocations(rng.fork('locations'), plan.halls).map((location, i) => {
    const hallRng = rng.fork(`hall-${i + 1}`);
    const bizName = hallName(hallRng, hallRng.pick(placeOf(location).areas), taken);
    const bundle = buildHall(hallRng, { id: i + 1, firstRoomId: roomId, location, bizName, now });
    roomId += bundle.rooms.length;
    return bundle;
  });

  const planners: PlannerBundle[] = [];
  let id = plan.halls + 1;
  const branchLocations = planHallLocations(rng.fork('planner-locations'), 60);
  for (let h = 0; h < plan.plannerHeads; h++) {
    const plannerRng = rng.fork(`planner-${h}`);
    const brand = PLANNER_BRANDS[h % PLANNER_BRANDS.length] ?? '웨딩플래너';
    const head = buildPlanner(plannerRng, {
      id: id++,
      parentPartnerId: null,
      bizName: brand,
      location: { region: '서울', subRegion: h % 2 === 0 ? '강남구' : '서초구' },
      now,
    });
    planners.push(head);
    const branches = plannerRng.sample(branchLocations, plannerRng.int(...plan.branchesPerHead));
    const branchNames = new Set<string>();
    for (const location of branches) {
      // Two branches of one brand never share a neighbourhood name.
      const area = plannerRng.sample(placeOf(location).areas, 3).find((a) => !branchNames.has(`${brand} ${a}점`));
      if (!area) continue;
      const bizName = `${brand} ${area}점`;
      branchNames.add(bizName);
      planners.push(buildPlanner(plannerRng, { id: id++, parentPartnerId: head.partner.id, bizName, location, now }));
    }
  }
  return { halls, planners };
}
