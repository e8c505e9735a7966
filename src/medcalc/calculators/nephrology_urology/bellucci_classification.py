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
    reason=(
        "No primary source could be identified for a nephrology/urology 'Bellucci "
        "classification': the name appears only in the MedMCP-Calc calculator list (no dev "
        "task, field labels or answer), not on MDCalc's list. Searched (sessions 1-2): pages "
        "('Bellucci classification' in English and Italian with kidney, urology, grade: only "
        "unrelated grading systems), docs ('Bellucci classification grading'), code "
        "('Bellucci classification' with nephrology, urology, dialysis: nothing), the Cambio "
        "GDL model collection, and the project catalog. Fourth pass 2026-11-24 (r7d): "
        "find_string 'Bellucci' and 'Bellucci classification' over the code index (only "
        "person names: actors, a tennis player, software authors), pages for 'Bellucci "
        "classification', 'classificazione di Bellucci', Bellucci with renal tumour "
        "thrombus, hydronephrosis and renal/urinary grades (only Mayo/Neves thrombus "
        "levels, SFU hydronephrosis grades, calyceal anatomy), docs (nothing); the "
        "MedMCP-Calc list gives no neighbour or alias. No class is assigned rather than "
        "one from a guessed rule set."),
    alternatives=[],
    references=[],
    notes="No MedMCP-Calc dev answer exists for this calculator.",
)
