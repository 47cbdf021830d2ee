import { describeEventStreamDoors } from "./event-stream-doors";

describeEventStreamDoors("embedded");
