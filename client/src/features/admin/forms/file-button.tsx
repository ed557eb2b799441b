import { Button, type ButtonProps } from "@mui/material";

interface FileButtonProps {
  label: string;
  /** The input's accept list, e.g. ".csv,text/csv". */
  accept: string;
  onChoose: (file: File | undefined) => void;
  name?: string;
  disabled?: boolean;
  size?: ButtonProps["size"];
}

/** A button that opens the file picker. The input is emptied after each choice so the same file can be chosen again. */
export function FileButton({ label, accept, onChoose, name, disabled, size }: FileButtonProps) {
  return (
    <Button component="label" variant="outlined" size={size} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        name={name}
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </Button>
  );
}
