import { IconButton, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "../../../components/ui/icons.tsx";

interface MoveButtonsProps {
  /** Names the item in the buttons' labels. */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
}

/** Up and down for one item of an ordered list (lessons, a lesson's content), held while a reorder is saved. */
export function MoveButtons({ name, index, count, busy, onMove }: MoveButtonsProps) {
  const { t } = useTranslation("admin-lessons");
  return (
    <>
      <Tooltip title={t("admin-lessons:actions.moveUp")}>
        <span>
          <IconButton
            aria-label={t("admin-lessons:actions.moveItemUp", { name })}
            disabled={index === 0 || busy}
            onClick={() => onMove(index, -1)}
          >
            <ArrowUpIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t("admin-lessons:actions.moveDown")}>
        <span>
          <IconButton
            aria-label={t("admin-lessons:actions.moveItemDown", { name })}
            disabled={index === count - 1 || busy}
            onClick={() => onMove(index, 1)}
          >
            <ArrowUpIcon sx={{ transform: "rotate(180deg)" }} />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
