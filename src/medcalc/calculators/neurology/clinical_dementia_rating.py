"""Clinical Dementia Rating (CDR): registered as unavailable (licensed instrument)."""

from medcalc.core import Reference, UnavailableCalculator

MORRIS_1993 = Reference(
    "Morris JC. The Clinical Dementia Rating (CDR): current version and scoring rules. "
    "Neurology. 1993;43(11):2412-2414.",
    doi="10.1212/WNL.43.11.2412-a")
HUGHES_1982 = Reference(
    "Hughes CP, Berg L, Danziger WL, Coben LA, Martin RL. A new clinical scale for the staging "
    "of dementia. Br J Psychiatry. 1982;140:566-572.", doi="10.1192/bjp.140.6.566")
KNIGHT_ADRC_LICENSING = Reference(
    "Knight Alzheimer Disease Research Center, Washington University in St. Louis: CDR Dementia "
    "Staging Instrument, copyright and licensing (a licence is required for for-profit or "
    "non-profit research or clinical use; the scoring algorithm code is licensed through the "
    "Office of Technology Management).",
    url="https://knightadrc.wustl.edu/professionals-clinicians/cdr-dementia-staging-instrument/copyright-licensing/")

CALCULATOR = UnavailableCalculator(
    id="clinical_dementia_rating",
    name="Clinical Dementia Rating (CDR) Scale",
    aliases=["CDR", "Clinical Dementia Rating", "CDR scale", "Global CDR",
             "CDR Sum of Boxes", "CDR-SB"],
    specialty="neurology",
    description=("Dementia stage (global CDR 0, 0.5, 1, 2, 3) from six rated domains: memory, "
                 "orientation, judgment and problem solving, community affairs, home and "
                 "hobbies, personal care."),
    keywords=["dementia staging", "Alzheimer disease", "cognitive impairment", "memory",
              "sum of boxes", "stage of dementia", "structured dementia staging", "dementia "
              "severity", "functional decline in dementia", "community affairs", "home and "
              "hobbies", "personal care"],
    owner=("Knight Alzheimer Disease Research Center, Washington University in St. Louis "
           "(holds the US copyright of the CDR Dementia Staging Instrument; CDR is a "
           "registered trademark)"),
    reason=("The Knight ADRC states that the CDR Dementia Staging Instrument requires a licence "
            "whether it is used for for-profit or non-profit research or clinical use, that "
            "reprinting the CDR scoring table needs the publisher's permission, and that the "
            "global-score algorithm code is licensed through Washington University's Office of "
            "Technology Management. This library therefore does not implement the CDR scoring "
            "rules. A licensed user can score it with the Knight ADRC/NACC online algorithm."),
    alternatives=["iqcode", "four_at"],
    references=[MORRIS_1993, HUGHES_1982, KNIGHT_ADRC_LICENSING],
    notes=("Searched: Knight ADRC copyright/licensing, scoring-algorithm and training pages. The "
           "MedMCP-Calc dev answer for the CDR (task medmcp-calc_051_a4f9642d, global CDR 1) is "
           "therefore not recomputed."),
)
