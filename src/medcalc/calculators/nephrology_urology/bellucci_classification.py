"""Bellucci Classification: registered as unavailable, its primary source not identified."""

from medcalc.core import UnavailableCalculator

CALCULATOR = UnavailableCalculator(
    id="bellucci_classification",
    name="Bellucci Classification",
    aliases=["Bellucci grading"],
    specialty="nephrology_urology",
    description=("A nephrology/urology classification listed under this name in the MedMCP-Calc "
                 "calculator set; its subject and categories could not be identified."),
    keywords=["Bellucci", "classification", "nephrology", "urology"],
    why="source_not_established",
    owner="unknown (no publication identified under this name)",
    reason=("No primary source could be identified for a nephrology/urology 'Bellucci "
            "classification': the name appears only in the MedMCP-Calc calculator list, with no "
            "dev task, field labels or answer to indicate its inputs. Searched: pages ('Bellucci "
            "classification kidney' and 'Bellucci classification urology grade': only unrelated "
            "pelvicalyceal, IgA, transplant-biopsy and bladder-tumour grading systems), docs ('Bellucci classification grading': no match), the project "
            "catalog (listed only in medmcp_calc_names.txt, wave4.csv and calculators.csv, not in "
            "MDCalc's list). No class is assigned rather than one from a guessed rule set."),
    alternatives=[],
    references=[],
    notes="No MedMCP-Calc dev answer exists for this calculator.",
)
